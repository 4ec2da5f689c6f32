package httpdomain

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// createAttempts bounds the POSTs of one create. A repeat cannot make a
// second rule: the platform refuses a rule with the same component, port,
// domain, protocol and path ("策略已存在").
const createAttempts = 3

// createBody is the create request of the plan. The platform does not
// resolve a component alias on this path, so an alias is looked up first.
// A setting the configuration leaves unset (unknown in the plan) is left
// to the platform's default.
func (r *domainResource) createBody(ctx context.Context, m *domainModel, diags *diag.Diagnostics) (client.CreateHTTPRuleRequest, bool) {
	serviceID, ok := r.componentID(ctx, m, diags)
	if !ok {
		return client.CreateHTTPRuleRequest{}, false
	}
	body := client.CreateHTTPRuleRequest{
		ServiceID: serviceID, ContainerPort: m.ContainerPort.ValueInt64(), DomainName: m.DomainName.ValueString(),
		DomainPath: m.DomainPath.ValueString(), DomainCookie: m.DomainCookie.ValueString(), DomainHeader: m.DomainHeader.ValueString(),
		CertificateID: m.CertificateID.ValueInt64(), WhetherOpen: m.OpenOuterPort.ValueBool(),
		AutoSSL: m.AutoSSL.ValueBool(), AutoSSLConfig: m.AutoSSLConfig.ValueString(),
	}
	if known(m.TheWeight) {
		w := m.TheWeight.ValueInt64()
		body.TheWeight = &w
	}
	if body.DomainPath == "" {
		body.DomainPath = "/" // the platform refuses "", and "/" is its default
	}
	if known(m.RuleExtensions) {
		var ext []string
		diags.Append(m.RuleExtensions.ElementsAs(ctx, &ext, false)...)
		body.RuleExtensions = platform.RuleExtensionObjects(ext)
	}
	if known(m.Configuration) {
		cfg, ok := configurationOf(ctx, m.Configuration, diags)
		if !ok {
			return body, false
		}
		body.Configuration = cfg
	}
	return body, !diags.HasError()
}

// componentID is the id of the plan's component: service_id itself, or
// the id an alias names.
func (r *domainResource) componentID(ctx context.Context, m *domainModel, diags *diag.Diagnostics) (string, bool) {
	serviceID := m.ServiceID.ValueString()
	if componentIDPattern.MatchString(serviceID) {
		return serviceID, true
	}
	c, err := r.api.Component(ctx, m.componentRef())
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component of the custom domain", err, m.componentRef())
		return "", false
	}
	return c.ServiceID, true
}

// known reports a value the configuration set (not null, not unknown).
func known(v interface {
	IsNull() bool
	IsUnknown() bool
}) bool {
	return !v.IsNull() && !v.IsUnknown()
}

func configurationOf(ctx context.Context, obj types.Object, diags *diag.Diagnostics) (*client.HTTPRuleConfiguration, bool) {
	var c configurationModel
	diags.Append(obj.As(ctx, &c, basetypes.ObjectAsOptions{UnhandledNullAsEmpty: true, UnhandledUnknownAsEmpty: true})...)
	if diags.HasError() {
		return nil, false
	}
	headers := map[string]string{}
	if known(c.SetHeaders) {
		diags.Append(c.SetHeaders.ElementsAs(ctx, &headers, false)...)
	}
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

// createOutcome is what createRule made: the rule's id, and an error to
// report with the rule kept in state (tainted) when the platform made the
// rule but failed after it.
type createOutcome struct {
	ruleID   string
	lateFail string
}

// createRule posts the rule and returns its id. A rule in its way is
// judged by the one adoption rule (tfid.CreateAttempts): it is this
// create's own only when an earlier attempt may have made it; otherwise
// the create fails, naming the rule and how to import it.
func (r *domainResource) createRule(ctx context.Context, m *domainModel, body client.CreateHTTPRuleRequest, diags *diag.Diagnostics) (createOutcome, bool) {
	c := ruleCreate{m: m, body: body, waited: map[string]bool{}}
	if !r.nothingBefore(ctx, &c, diags) {
		return createOutcome{}, false
	}
	for {
		created, err := r.api.CreateHTTPDomain(ctx, m.appRef(), body)
		if err == nil && created.Exists() {
			r.hold(created.HTTPRuleID) // at once: another create of the run must not adopt it meanwhile
			return createOutcome{ruleID: created.HTTPRuleID}, true
		}
		if err == nil {
			// A 2xx without the rule's id: the rule may well exist, so it is
			// looked up like after a lost answer.
			err = fmt.Errorf("the create answered without an http_rule_id: %w", client.ErrOutcomeUnknown)
		}
		c.err, c.exists = err, client.IsRuleExists(err)
		c.late = !c.exists && afterTheRule(err, body)
		c.attempts.Failed(attemptError(err, c.late))
		if !c.exists && !c.attempts.MayHaveActed() {
			diags.AddError("Cannot create "+m.label(), err.Error())
			return createOutcome{}, false
		}
		found, matches, ok := r.ruleInTheWay(ctx, &c, diags)
		if !ok {
			return createOutcome{}, false
		}
		out, again, ok := r.judgeRuleInTheWay(ctx, &c, found, matches, diags)
		if !again {
			return out, ok
		}
	}
}

// ruleCreate is the state of one createRule: its attempts so far, the
// answer to the latest, and the rules in its way it waited for.
type ruleCreate struct {
	m        *domainModel
	body     client.CreateHTTPRuleRequest
	attempts tfid.CreateAttempts
	waited   map[string]bool // rule ids whose delete by this run was waited for
	err      error           // the latest attempt's answer
	exists   bool            // it was the platform's "策略已存在"
	late     bool            // it may have come after the rule was made
}

// nothingBefore reads, before the first attempt, whether the app already
// has a rule of the create's key (from the run's cached rule list of the
// app, so at most one request), and hands the answer to attempts.Before.
// Such a rule predates this create and is refused at once, before anything
// is sent, and never adopted later, unless a destroy of this apply is
// deleting it (a renamed for_each key): the create then waits for that
// delete and goes on. false, with an error in diags, stops the create.
func (r *domainResource) nothingBefore(ctx context.Context, c *ruleCreate, diags *diag.Diagnostics) bool {
	rules, err := r.api.HTTPDomains(ctx, c.m.appRef())
	if err != nil {
		diags.AddError("Cannot create "+c.m.label(),
			fmt.Sprintf("Listing the rules of app %d, to check that no rule of the same component, port, domain and path is there yet, failed: %s. Nothing was created; apply again.", c.m.AppID.ValueInt64(), err))
		return false
	}
	found, matches := matchRule(rules, c.body)
	verdict := c.attempts.Before(tfid.Found{Exists: found != nil, ID: ruleID(found), ClaimedBy: r.claimedBy(found)})
	if verdict == tfid.RefuseExisting && r.deletedSoonInThisRun(ctx, found) {
		verdict = tfid.RefuseClaimed
	}
	switch verdict {
	case tfid.NothingFound:
		return true
	case tfid.RefuseClaimed:
		if r.waitForDelete(ctx, found.HTTPRuleID) {
			c.waited[found.HTTPRuleID] = true
			tflog.Info(ctx, "creating the rule after the delete of the rule in its way", map[string]any{"rule": found.HTTPRuleID})
			return true
		}
		diags.AddError("The custom domain is another resource's", claimedRuleMessage(c.m, *found, r.deleteFailed(found.HTTPRuleID)))
	default:
		diags.AddError("The custom domain exists already", existingRuleMessage(c.m, *found, matches, nil))
	}
	return false
}

// ruleID is the id of a rule found, or "".
func ruleID(found *client.AppHTTPRule) string {
	if found == nil {
		return ""
	}
	return found.HTTPRuleID
}

// ruleInTheWay lists the app's rules after a failed attempt and finds the
// one of the create's key, and whether its settings match. ok is false,
// with an error, when the list cannot be read or a redirect rule is the
// cause of the refusal.
func (r *domainResource) ruleInTheWay(ctx context.Context, c *ruleCreate, diags *diag.Diagnostics) (*client.AppHTTPRule, bool, bool) {
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	rules, lerr := r.api.FreshHTTPDomains(lookCtx, c.m.appRef())
	cancel()
	if lerr != nil {
		diags.AddError("Cannot tell whether "+c.m.label()+" was created",
			fmt.Sprintf("Creating it failed: %s\nListing the app's rules to check failed too: %s", c.err, lerr))
		return nil, false, false
	}
	found, matches := matchRule(rules, c.body)
	if found == nil && c.exists {
		if x := r.redirectConflict(ctx, c.body); x != nil {
			diags.AddError("The domain and path redirect to HTTPS", redirectMessage(c.m, *x, c.err))
			return nil, false, false
		}
	}
	return found, matches, true
}

// judgeRuleInTheWay decides what the create does with the rule found
// after its latest attempt: keep it, fail, or (again) try once more.
func (r *domainResource) judgeRuleInTheWay(ctx context.Context, c *ruleCreate, found *client.AppHTTPRule, matches bool, diags *diag.Diagnostics) (out createOutcome, again, ok bool) {
	m, err := c.m, c.err
	verdict := c.attempts.Judge(tfid.Found{Exists: found != nil, ID: ruleID(found), Matches: matches, ClaimedBy: r.claimedBy(found)})
	if verdict == tfid.RefuseExisting && r.deletedSoonInThisRun(ctx, found) {
		verdict = tfid.RefuseClaimed
	}
	if verdict == tfid.Adopt && r.claims != nil && !r.claims.Take(claimHeld, found.HTTPRuleID) {
		// Judged and claimed in one step: two creates of the run that both
		// lost an answer cannot both keep one rule.
		verdict = tfid.RefuseClaimed
	}
	switch verdict {
	case tfid.Adopt:
		tflog.Info(ctx, "keeping the rule that an earlier attempt of this create made", map[string]any{"rule": found.HTTPRuleID})
		out := createOutcome{ruleID: found.HTTPRuleID}
		if c.late {
			out.lateFail = err.Error()
		}
		return out, false, true
	case tfid.RefuseExisting:
		diags.AddError("The custom domain exists already", existingRuleMessage(m, *found, matches, err))
		return createOutcome{}, false, false
	case tfid.RefuseOther:
		diags.AddError("The custom domain exists with other settings", existingRuleMessage(m, *found, false, err))
		return createOutcome{}, false, false
	case tfid.RefuseClaimed:
		if c.waited[found.HTTPRuleID] || !r.waitForDelete(ctx, found.HTTPRuleID) {
			diags.AddError("The custom domain is another resource's", claimedRuleMessage(m, *found, r.deleteFailed(found.HTTPRuleID)))
			return createOutcome{}, false, false
		}
		c.waited[found.HTTPRuleID] = true
		tflog.Info(ctx, "repeating a rule create after the delete of the rule in its way", map[string]any{"rule": found.HTTPRuleID})
		return createOutcome{}, true, false
	}
	// Nothing in the way (any more).
	switch {
	case c.late:
		diags.AddError("Cannot create "+m.label(), err.Error())
		return createOutcome{}, false, false
	case c.attempts.Count() >= createAttempts || ctx.Err() != nil:
		diags.AddError("Creating "+m.label()+" has an unknown outcome", goneOrUnknownMessage(m, c.exists, err))
		return createOutcome{}, false, false
	}
	tflog.Info(ctx, "repeating a rule create", map[string]any{"error": err.Error()})
	return createOutcome{}, true, false
}

// afterTheRule reports an answer that may come after the platform made
// the rule: a create with proxy settings applies them to the rule it has
// just made (rainbond-console openapi/views/gateway/gateway.py:108-110), and
// a refusal there (the region's, "数据中心操作故障", or a 5xx) leaves the
// rule made. Without proxy settings the only step after the rule is the
// gateway route, whose failure is only logged.
func afterTheRule(err error, body client.CreateHTTPRuleRequest) bool {
	ae, ok := client.AsAPIError(err)
	if !ok || body.Configuration == nil {
		return false
	}
	return ae.StatusCode >= 500 || strings.Contains(ae.Message, "数据中心操作故障") || strings.Contains(ae.Message, "更新HTTP策略的参数发生异常")
}

// attemptError is the error recorded for an attempt. A refusal that may
// come after the rule was made counts as an attempt that may have acted:
// the POST passed the duplicate check, so a rule of its key found now is
// this attempt's.
func attemptError(err error, late bool) error {
	if late {
		return errors.Join(err, client.ErrOutcomeUnknown)
	}
	return err
}

// matchRule finds the rule that body would make (component, port, domain,
// path and protocol, as the platform's duplicate check compares them), and
// whether its other settings match too.
func matchRule(rules []client.AppHTTPRule, body client.CreateHTTPRuleRequest) (*client.AppHTTPRule, bool) {
	protocol := "http"
	if body.CertificateID != 0 {
		protocol = "https"
	}
	weight := int64(100)
	if body.TheWeight != nil {
		weight = *body.TheWeight
	}
	var other *client.AppHTTPRule
	for i := range rules {
		x := &rules[i]
		if x.ServiceID != body.ServiceID || x.ContainerPort != body.ContainerPort || x.DomainName != body.DomainName || x.DomainPath != body.DomainPath || x.Protocol != protocol {
			continue
		}
		cfg := ""
		if x.AutoSSLConfig != nil {
			cfg = *x.AutoSSLConfig
		}
		if x.DomainCookie == body.DomainCookie && x.DomainHeader == body.DomainHeader && x.TheWeight == weight &&
			x.CertificateID == body.CertificateID && x.AutoSSL == body.AutoSSL && cfg == body.AutoSSLConfig {
			return x, true
		}
		other = x
	}
	return other, false
}

// redirectConflict finds the other cause of "策略已存在": a rule of the
// same domain and path, of any component or app, with the httptohttps
// extension, or an http rule there when the create asks for httptohttps
// (check_domain_exist, console/services/app_config/domain_service.py
// 830-855). Only the enterprise's rule list shows extensions. Such a rule
// is never the create's own: it is named, not adopted.
func (r *domainResource) redirectConflict(ctx context.Context, body client.CreateHTTPRuleRequest) *client.HTTPRule {
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		return nil
	}
	asksRedirect := slices.ContainsFunc(body.RuleExtensions, func(e client.RuleExtension) bool { return e.Key == "httptohttps" })
	for i := range rules {
		x := &rules[i]
		if x.DomainName != body.DomainName || platform.Deref(x.DomainPath) != body.DomainPath {
			continue
		}
		if strings.Contains(x.RuleExtensions, "httptohttps") || asksRedirect && platform.Deref(x.Protocol) == "http" {
			return x
		}
	}
	return nil
}

func redirectMessage(m *domainModel, x client.HTTPRule, err error) string {
	return fmt.Sprintf("The platform refuses %s: HTTP rule %s (team %q, component %s, port %d) serves the same domain and path, "+
		"and a rule of a domain and path that redirects to HTTPS (the httptohttps extension) excludes any other there. Nothing was created. "+
		"Change domain_path or domain_name, or remove the redirect.\n\nServer answer: %s",
		m.label(), x.HTTPRuleID, x.TeamName, x.ServiceName, platform.Deref(x.ContainerPort), err)
}

// readBack reads the rule on its own after a write: the create's answer
// lacks fields, and the read of one rule answers a rule it does not have
// with blank values, which means the rule is gone.
func (r *domainResource) readBack(ctx context.Context, m *domainModel, diags *diag.Diagnostics) bool {
	rule, ok := r.readRule(ctx, m, diags)
	if ok {
		m.setFrom(*rule)
	}
	return ok
}

func (r *domainResource) readRule(ctx context.Context, m *domainModel, diags *diag.Diagnostics) (*client.AppHTTPRule, bool) {
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	rule, err := r.api.HTTPDomain(lookCtx, m.appRef(), m.RuleID.ValueString())
	if err != nil {
		diags.AddError("Cannot read "+m.label()+" back", err.Error())
		return nil, false
	}
	if !rule.Exists() {
		diags.AddError("Custom domain vanished",
			fmt.Sprintf("HTTP rule %s was written, but reading it back found no such rule in app %d (the platform answers a missing rule with blank values); it may have been deleted at the same time.", m.RuleID.ValueString(), m.AppID.ValueInt64()))
		return nil, false
	}
	return rule, true
}
