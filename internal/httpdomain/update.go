package httpdomain

import (
	"context"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// An update writes over the rule as it is at apply time: every setting the
// configuration leaves unset carries the live value, so that a change made
// in the console between plan and apply survives; and it sends nothing
// when the configuration asks for what the rule already has (a change of
// the written form of the team or component alone).

// ruleSettings are the settings of a rule that the update writes.
type ruleSettings struct {
	ContainerPort int64
	DomainName    string
	DomainPath    string
	DomainCookie  string
	TheWeight     int64
	CertificateID int64
	AutoSSL       bool
	AutoSSLConfig string
}

func settingsOf(r client.AppHTTPRule) ruleSettings {
	s := ruleSettings{
		ContainerPort: r.ContainerPort, DomainName: r.DomainName, DomainPath: r.DomainPath, DomainCookie: r.DomainCookie,
		TheWeight: r.TheWeight, CertificateID: r.CertificateID, AutoSSL: r.AutoSSL,
	}
	if r.AutoSSLConfig != nil {
		s.AutoSSLConfig = *r.AutoSSLConfig
	}
	return s
}

// wantedSettings lays the configured values over the live ones.
func wantedSettings(cfg *domainModel, live ruleSettings) ruleSettings {
	w := live
	if known(cfg.ContainerPort) {
		w.ContainerPort = cfg.ContainerPort.ValueInt64()
	}
	if known(cfg.DomainName) {
		w.DomainName = cfg.DomainName.ValueString()
	}
	if known(cfg.DomainPath) {
		w.DomainPath = cfg.DomainPath.ValueString()
	}
	if known(cfg.DomainCookie) {
		w.DomainCookie = cfg.DomainCookie.ValueString()
	}
	if known(cfg.TheWeight) {
		w.TheWeight = cfg.TheWeight.ValueInt64()
	}
	if known(cfg.CertificateID) {
		w.CertificateID = cfg.CertificateID.ValueInt64()
	}
	if known(cfg.AutoSSL) {
		w.AutoSSL = cfg.AutoSSL.ValueBool()
	}
	if known(cfg.AutoSSLConfig) {
		w.AutoSSLConfig = cfg.AutoSSLConfig.ValueString()
	}
	return w
}

// updateRequest is the body that takes the rule from live to want. The
// platform refuses blank fields, drops the certificate from an update
// that omits it and clears auto_ssl_config likewise, so those two always
// carry want's value; the rest is sent when it changes. It reports
// whether anything changes.
func updateRequest(serviceID string, want, live ruleSettings, ext *[]client.RuleExtension) (client.UpdateHTTPRuleRequest, bool) {
	body := client.UpdateHTTPRuleRequest{ServiceID: serviceID, CertificateID: want.CertificateID, AutoSSLConfig: want.AutoSSLConfig, RuleExtensions: ext}
	if want.ContainerPort != live.ContainerPort {
		body.ContainerPort = &want.ContainerPort
	}
	if want.DomainName != live.DomainName {
		body.DomainName = want.DomainName
	}
	if want.DomainPath != live.DomainPath && want.DomainPath != "" {
		body.DomainPath = want.DomainPath
	}
	if want.DomainCookie != live.DomainCookie && want.DomainCookie != "" {
		body.DomainCookie = want.DomainCookie
	}
	if want.TheWeight != live.TheWeight {
		body.TheWeight = &want.TheWeight
	}
	if want.AutoSSL != live.AutoSSL {
		body.AutoSSL = &want.AutoSSL
	}
	return body, want != live || ext != nil
}

// writeUpdate reads the rule, writes what the configuration changes, and
// leaves the rule as read back in plan. It reports whether plan is the
// new state.
func (r *domainResource) writeUpdate(ctx context.Context, plan, prior, cfg *domainModel, resp *resource.UpdateResponse) bool {
	live, ok := r.readRule(ctx, plan, &resp.Diagnostics)
	if !ok {
		return false
	}
	serviceID, ok := r.componentID(ctx, plan, &resp.Diagnostics)
	if !ok {
		return false
	}
	liveExt, ok := r.liveExtensions(ctx, plan.RuleID.ValueString(), &resp.Diagnostics)
	if !ok {
		return false
	}
	var sendExt *[]client.RuleExtension
	wantExt := liveExt
	if known(cfg.RuleExtensions) {
		wantExt = nil
		resp.Diagnostics.Append(cfg.RuleExtensions.ElementsAs(ctx, &wantExt, false)...)
		if !slices.Equal(wantExt, liveExt) {
			objs := platform.RuleExtensionObjects(wantExt)
			sendExt = &objs
		}
	}
	want := wantedSettings(cfg, settingsOf(*live))
	body, changes := updateRequest(serviceID, want, settingsOf(*live), sendExt)
	if changes {
		platform.CheckExtensionsKept(cfg.RuleExtensions, plan.RuleID.ValueString(), liveExt, &resp.Diagnostics)
		if !checkUpdateDomain(plan.RuleID.ValueString(), want.DomainName, &resp.Diagnostics) || resp.Diagnostics.HasError() {
			return false
		}
		if _, err := r.api.UpdateHTTPRule(ctx, plan.appRef(), plan.RuleID.ValueString(), body); err != nil {
			resp.Diagnostics.AddError("Cannot update "+plan.label(), err.Error())
			if client.MayHaveActed(err) && r.readBack(ctx, prior, &diag.Diagnostics{}) {
				resp.Diagnostics.Append(resp.State.Set(ctx, prior)...)
			}
			return false
		}
		if !r.readBack(ctx, plan, &resp.Diagnostics) {
			return false
		}
	} else {
		plan.setFrom(*live)
	}
	list, d := types.ListValueFrom(ctx, types.StringType, wantExt)
	resp.Diagnostics.Append(d...)
	plan.RuleExtensions = list
	return !resp.Diagnostics.HasError()
}

// liveExtensions reads a rule's extensions from the enterprise's rule
// list, the only read that shows them.
func (r *domainResource) liveExtensions(ctx context.Context, ruleID string, diags *diag.Diagnostics) ([]string, bool) {
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		diags.AddError("Cannot read the rule's extensions", "Listing the enterprise's HTTP rules, the only read that shows them, failed: "+err.Error())
		return nil, false
	}
	for _, x := range rules {
		if x.HTTPRuleID == ruleID {
			return platform.ParseRuleExtensions(x.RuleExtensions), true
		}
	}
	return []string{}, true
}

// fillImported reads, once after an import, the extensions that only the
// enterprise's rule list reports.
func (r *domainResource) fillImported(ctx context.Context, m *domainModel, diags *diag.Diagnostics) {
	if !m.RuleExtensions.IsNull() && !m.RuleExtensions.IsUnknown() {
		return
	}
	ext := []string{}
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		diags.AddWarning("Cannot read the rule's extensions", "rule_extensions is left empty until the next apply: "+err.Error())
	}
	for _, x := range rules {
		if x.HTTPRuleID == m.RuleID.ValueString() {
			ext = platform.ParseRuleExtensions(x.RuleExtensions)
		}
	}
	list, d := types.ListValueFrom(ctx, types.StringType, ext)
	diags.Append(d...)
	m.RuleExtensions = list
}

// sentExtensions is the rule_extensions a create sent, as the state keeps
// them.
func sentExtensions(ctx context.Context, body client.CreateHTTPRuleRequest, diags *diag.Diagnostics) types.List {
	items := platform.RuleExtensionItems(body.RuleExtensions)
	list, d := types.ListValueFrom(ctx, types.StringType, items)
	diags.Append(d...)
	return list
}
