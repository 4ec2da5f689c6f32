package httpdomain

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// createAttempts bounds the POSTs of one create. A repeat cannot make a
// second rule: the platform refuses a rule with the same component, port,
// domain, protocol and path ("策略已存在"), and the create then finds and
// keeps the first.
const createAttempts = 3

// createBody is the create request of the plan. The platform does not
// resolve a component alias on this path, so an alias is looked up first.
func (r *domainResource) createBody(ctx context.Context, m *domainModel, diags *diag.Diagnostics) (client.CreateHTTPRuleRequest, bool) {
	serviceID := m.ServiceID.ValueString()
	if !componentIDPattern.MatchString(serviceID) {
		c, err := r.api.Component(ctx, m.componentRef())
		if err != nil {
			platform.AddComponentReadError(diags, "Cannot read the component of the custom domain", err, m.componentRef())
			return client.CreateHTTPRuleRequest{}, false
		}
		serviceID = c.ServiceID
	}
	weight := m.TheWeight.ValueInt64()
	body := client.CreateHTTPRuleRequest{
		ServiceID: serviceID, ContainerPort: m.ContainerPort.ValueInt64(), DomainName: m.DomainName.ValueString(),
		DomainPath: m.DomainPath.ValueString(), DomainCookie: m.DomainCookie.ValueString(), DomainHeader: m.DomainHeader.ValueString(),
		TheWeight: &weight, CertificateID: m.CertificateID.ValueInt64(), WhetherOpen: m.OpenOuterPort.ValueBool(),
		AutoSSL: m.AutoSSL.ValueBool(), AutoSSLConfig: m.AutoSSLConfig.ValueString(),
	}
	if body.DomainPath == "" {
		body.DomainPath = "/" // the platform refuses "", and "/" is its default
	}
	var ext []string
	diags.Append(m.RuleExtensions.ElementsAs(ctx, &ext, false)...)
	body.RuleExtensions = extensionsOf(ext)
	if !m.Configuration.IsNull() && !m.Configuration.IsUnknown() {
		cfg, ok := configurationOf(ctx, m.Configuration, diags)
		if !ok {
			return body, false
		}
		body.Configuration = cfg
	}
	return body, !diags.HasError()
}

func configurationOf(ctx context.Context, obj types.Object, diags *diag.Diagnostics) (*client.HTTPRuleConfiguration, bool) {
	var c configurationModel
	diags.Append(obj.As(ctx, &c, basetypes.ObjectAsOptions{})...)
	if diags.HasError() {
		return nil, false
	}
	headers := map[string]string{}
	diags.Append(c.SetHeaders.ElementsAs(ctx, &headers, false)...)
	out := &client.HTTPRuleConfiguration{
		ProxyBodySize: c.ProxyBodySize.ValueInt64(), ProxyBufferNumbers: c.ProxyBufferNumbers.ValueInt64(), ProxyBufferSize: c.ProxyBufferSize.ValueInt64(),
		ProxyBuffering: c.ProxyBuffering.ValueString(), ProxyConnectTimeout: c.ProxyConnectTimeout.ValueInt64(),
		ProxyReadTimeout: c.ProxyReadTimeout.ValueInt64(), ProxySendTimeout: c.ProxySendTimeout.ValueInt64(),
		SetHeaders: []client.RuleExtension{},
	}
	for _, k := range slices.Sorted(maps.Keys(headers)) {
		out.SetHeaders = append(out.SetHeaders, client.RuleExtension{Key: k, Value: headers[k]})
	}
	return out, !diags.HasError()
}

// createRule posts the rule and returns its id. When the answer is lost it
// looks in the app's rules before it tries again; when the platform says
// the rule exists, it keeps the rule that matches the request, and
// otherwise fails with an import hint.
func (r *domainResource) createRule(ctx context.Context, m *domainModel, body client.CreateHTTPRuleRequest, diags *diag.Diagnostics) (string, bool) {
	for attempt := 1; ; attempt++ {
		created, err := r.api.CreateHTTPDomain(ctx, m.appRef(), body)
		if err == nil && created.Exists() {
			return created.HTTPRuleID, true
		}
		if err == nil {
			// A 2xx without the rule's id: the rule may well exist, so it is
			// looked up like after a lost answer.
			err = fmt.Errorf("the create answered without an http_rule_id: %w", client.ErrOutcomeUnknown)
		}
		exists := client.IsRuleExists(err)
		if !exists && !client.MayHaveActed(err) {
			diags.AddError("Cannot create "+m.label(), err.Error())
			return "", false
		}
		lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
		rules, lerr := r.api.FreshHTTPDomains(lookCtx, m.appRef())
		cancel()
		if lerr != nil {
			diags.AddError("Cannot tell whether "+m.label()+" was created",
				fmt.Sprintf("Creating it failed: %s\nListing the app's rules to check failed too: %s", err, lerr))
			return "", false
		}
		same, other := matchRule(rules, body)
		switch {
		case same != nil:
			if exists && !client.MayHaveActed(err) && attempt == 1 {
				diags.AddWarning("Existing custom domain adopted",
					fmt.Sprintf("The platform already had a rule with exactly these settings, %s (left by an earlier apply whose answer was lost, or made in the console); Terraform manages it from now on.", describeRule(*same)))
			}
			tflog.Info(ctx, "keeping the rule that a create with a lost answer made", map[string]any{"rule": same.HTTPRuleID})
			return same.HTTPRuleID, true
		case other != nil:
			diags.AddError("The custom domain exists with other settings",
				fmt.Sprintf("The platform has rule %s for this component, port, domain and path, with other settings than this configuration's, so Terraform will not take it over silently. "+
					"Change the configuration to match it and bring it under management with:\n  terraform import <resource address> %s\n\nServer answer: %s",
					describeRule(*other), domainIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), other.HTTPRuleID), err))
			return "", false
		case exists:
			diags.AddError("Cannot create "+m.label(),
				fmt.Sprintf("The platform says the rule exists, but no rule of app %d has this component, port, domain and path: another rule serves the domain and path with https redirection (httptohttps). %s", m.AppID.ValueInt64(), err))
			return "", false
		case attempt >= createAttempts || ctx.Err() != nil:
			diags.AddError("Creating "+m.label()+" has an unknown outcome",
				fmt.Sprintf("The create's answer was lost and the rule is not among the app's rules yet: %s\nThe platform may still make it; run terraform apply again, which keeps the rule if it appeared.", err))
			return "", false
		}
		tflog.Info(ctx, "repeating a rule create whose answer was lost", map[string]any{"error": err.Error()})
	}
}

// matchRule finds the rule that body would make (component, port, domain,
// path and protocol, as the platform's duplicate check compares them): same
// when its other settings match too, other when they do not.
func matchRule(rules []client.AppHTTPRule, body client.CreateHTTPRuleRequest) (same, other *client.AppHTTPRule) {
	protocol := "http"
	if body.CertificateID != 0 {
		protocol = "https"
	}
	for i := range rules {
		x := &rules[i]
		if x.ServiceID != body.ServiceID || x.ContainerPort != body.ContainerPort || x.DomainName != body.DomainName || x.DomainPath != body.DomainPath || x.Protocol != protocol {
			continue
		}
		cfg := ""
		if x.AutoSSLConfig != nil {
			cfg = *x.AutoSSLConfig
		}
		if x.DomainCookie == body.DomainCookie && x.DomainHeader == body.DomainHeader && x.TheWeight == *body.TheWeight &&
			x.CertificateID == body.CertificateID && x.AutoSSL == body.AutoSSL && cfg == body.AutoSSLConfig {
			return x, nil
		}
		other = x
	}
	return nil, other
}

// readBack reads the rule on its own after a write: the create's answer
// lacks fields, and the read of one rule answers a rule it does not have
// with blank values, which means the rule is gone.
func (r *domainResource) readBack(ctx context.Context, m *domainModel, diags *diag.Diagnostics) bool {
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	rule, err := r.api.HTTPDomain(lookCtx, m.appRef(), m.RuleID.ValueString())
	if err != nil {
		diags.AddError("Cannot read "+m.label()+" back", err.Error())
		return false
	}
	if !rule.Exists() {
		diags.AddError("Custom domain vanished",
			fmt.Sprintf("HTTP rule %s was written, but reading it back found no such rule in app %d (the platform answers a missing rule with blank values); it may have been deleted at the same time.", m.RuleID.ValueString(), m.AppID.ValueInt64()))
		return false
	}
	m.setFrom(*rule)
	return true
}

// updateBody is the update request of the plan: every setting the update
// takes, with the extensions only when they change.
func (r *domainResource) updateBody(ctx context.Context, plan, prior *domainModel, diags *diag.Diagnostics) (client.UpdateHTTPRuleRequest, bool) {
	serviceID := plan.ServiceID.ValueString()
	if !componentIDPattern.MatchString(serviceID) {
		c, err := r.api.Component(ctx, plan.componentRef())
		if err != nil {
			platform.AddComponentReadError(diags, "Cannot read the component of the custom domain", err, plan.componentRef())
			return client.UpdateHTTPRuleRequest{}, false
		}
		serviceID = c.ServiceID
	}
	port, weight, autoSSL := plan.ContainerPort.ValueInt64(), plan.TheWeight.ValueInt64(), plan.AutoSSL.ValueBool()
	body := client.UpdateHTTPRuleRequest{
		ServiceID: serviceID, ContainerPort: &port, CertificateID: plan.CertificateID.ValueInt64(),
		DomainName: plan.DomainName.ValueString(), DomainPath: plan.DomainPath.ValueString(), DomainCookie: plan.DomainCookie.ValueString(),
		TheWeight: &weight, AutoSSL: &autoSSL, AutoSSLConfig: plan.AutoSSLConfig.ValueString(),
	}
	if body.DomainPath == "" {
		body.DomainPath = "/"
	}
	if !plan.RuleExtensions.Equal(prior.RuleExtensions) {
		var ext []string
		diags.Append(plan.RuleExtensions.ElementsAs(ctx, &ext, false)...)
		objs := extensionsOf(ext)
		body.RuleExtensions = &objs
	}
	return body, !diags.HasError()
}

// fillImported reads, once after an import, the extensions that only the
// enterprise's rule list reports.
func (r *domainResource) fillImported(ctx context.Context, m *domainModel, diags *diag.Diagnostics) {
	if !m.RuleExtensions.IsNull() {
		return
	}
	ext := []string{}
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		diags.AddWarning("Cannot read the rule's extensions", "rule_extensions is left empty until the next apply: "+err.Error())
	}
	for _, x := range rules {
		if x.HTTPRuleID == m.RuleID.ValueString() {
			ext = parseExtensions(x.RuleExtensions)
		}
	}
	list, d := types.ListValueFrom(ctx, types.StringType, ext)
	diags.Append(d...)
	m.RuleExtensions = list
}
