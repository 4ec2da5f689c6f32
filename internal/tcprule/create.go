package tcprule

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// ruleClaim is the claim under which a rainbond_tcp_rule of the run holds
// its rule.
var ruleClaim = tfid.ObjectClaim("tcp_rule")

// create checks the port, looks for a rule of the end point, and creates
// the rule; it returns the rule as listed and the component's id. The end
// point is the rule's key in the region: a rule of it already there is
// refused before any write, and after an attempt whose answer was lost
// only a rule of it to the same port that the look before did not see,
// and no other resource holds, is this create's (tfid.CreateAttempts).
func (r *ruleResource) create(ctx context.Context, m *ruleModel, diags *diag.Diagnostics) (client.TCPRule, string, bool) {
	var none client.TCPRule
	if !platform.RequireComponentInApp(ctx, r.api, m.component(), "Cannot create "+m.label(), diags) {
		return none, "", false
	}
	comp, err := r.api.Component(ctx, m.component())
	if err != nil {
		tfschema.AddReadError(diags, "Cannot create "+m.label(), err, "team_id", m.TeamID.ValueString(), "region_name", m.RegionName.ValueString(), "app_id", m.AppID.ValueInt64(), "service_id", m.ServiceID.ValueString())
		return none, "", false
	}
	port, ok := r.checkPort(ctx, m, diags)
	if !ok {
		return none, "", false
	}
	var attempts tfid.CreateAttempts
	existing, err := r.findByEndPoint(ctx, m)
	if err != nil {
		diags.AddError("Cannot create "+m.label(), "Looking for a rule of that end point before creating it failed: "+err.Error())
		return none, "", false
	}
	if v := attempts.Before(r.found(existing, m, comp.ServiceID)); v != tfid.NothingFound {
		r.refuse(v, m, existing, nil, diags)
		return none, "", false
	}
	var defaultPort int64
	if port.LBMappingPort != nil {
		defaultPort = *port.LBMappingPort
	}
	req := client.CreateTCPRuleRequest{
		ContainerPort: m.ContainerPort.ValueInt64(), ServiceID: comp.ServiceID, EndPoint: m.EndPoint.ValueString(),
		// default_port and default_ip are required; the platform only
		// compares the end point's port with default_port to mark the rule
		// custom (type 1) rather than the port's default.
		DefaultPort: defaultPort, DefaultIP: "0.0.0.0",
	}
	listed, err := r.api.CreateTCPRule(ctx, m.component(), req)
	if err == nil {
		for _, rule := range listed {
			if rule.ServiceID == comp.ServiceID && int64(rule.ContainerPort) == m.ContainerPort.ValueInt64() && sameEndPoint(m.EndPoint.ValueString(), rule.EndPoint) &&
				r.claims.HeldBy(ruleClaim, rule.TCPRuleID, "x") == "" {
				r.claims.Hold(ruleClaim, rule.TCPRuleID)
				return rule, comp.ServiceID, true
			}
		}
		err = fmt.Errorf("the platform answered the create, but its list of the app's TCP rules lacks the new rule")
	}
	attempts.Failed(err)
	if !attempts.MayHaveActed() {
		diags.AddError("Cannot create "+m.label(), err.Error())
		return none, "", false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	after, ferr := r.findByEndPoint(lookCtx, m)
	if ferr != nil {
		diags.AddError("Cannot tell whether "+m.label()+" was created",
			fmt.Sprintf("Creating it failed: %s\nLooking for it failed too: %s\nCheck the app's TCP rules in the console: import the rule if it is there, or apply again if it is not.", err, ferr))
		return none, "", false
	}
	switch v := attempts.Judge(r.found(after, m, comp.ServiceID)); v {
	case tfid.Adopt:
		r.claims.Hold(ruleClaim, after.TCPRuleID)
		return *after, comp.ServiceID, true
	case tfid.NothingFound:
		diags.AddError("Cannot create "+m.label(), err.Error())
	default:
		r.refuse(v, m, after, err, diags)
	}
	return none, "", false
}

// checkPort refuses a port the component lacks before any write: the
// platform would answer an error only after its checks, and an end point
// it cannot use only after opening the port's outer service.
func (r *ruleResource) checkPort(ctx context.Context, m *ruleModel, diags *diag.Diagnostics) (client.Port, bool) {
	ports, err := r.api.Ports(ctx, m.component())
	if err != nil {
		diags.AddError("Cannot create "+m.label(), "Reading the component's ports failed: "+err.Error())
		return client.Port{}, false
	}
	for _, p := range ports {
		if p.ContainerPort == m.ContainerPort.ValueInt64() {
			return p, true
		}
	}
	diags.AddError("Cannot create "+m.label(),
		fmt.Sprintf("Component %q has no port %d. Add the port first (rainbond_component_port, and refer to it so that Terraform orders the two), or choose one of its ports.",
			m.ServiceID.ValueString(), m.ContainerPort.ValueInt64()))
	return client.Port{}, false
}

// findByEndPoint returns the app's rule of the configured end point, nil
// when none; a rule no resource of this run holds comes first.
func (r *ruleResource) findByEndPoint(ctx context.Context, m *ruleModel) (*client.TCPRule, error) {
	rules, err := r.api.TCPRules(ctx, m.app())
	if err != nil {
		return nil, err
	}
	var held *client.TCPRule
	for i := range rules {
		rule := &rules[i]
		if !sameEndPoint(m.EndPoint.ValueString(), rule.EndPoint) {
			continue
		}
		if r.claims.HeldBy(ruleClaim, rule.TCPRuleID, "x") == "" {
			return rule, nil
		}
		held = rule
	}
	return held, nil
}

func (r *ruleResource) found(rule *client.TCPRule, m *ruleModel, serviceID string) tfid.Found {
	if rule == nil {
		return tfid.Found{}
	}
	return tfid.Found{Exists: true, ID: rule.TCPRuleID,
		Matches:   rule.ServiceID == serviceID && int64(rule.ContainerPort) == m.ContainerPort.ValueInt64(),
		ClaimedBy: r.claims.HeldBy(ruleClaim, rule.TCPRuleID, "another rainbond_tcp_rule of this apply")}
}

func (r *ruleResource) refuse(v tfid.Verdict, m *ruleModel, rule *client.TCPRule, cause error, diags *diag.Diagnostics) {
	answer := ""
	if cause != nil {
		answer = "\n\nServer answer: " + cause.Error()
	}
	id := ruleIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), rule.TCPRuleID)
	switch v {
	case tfid.RefuseClaimed:
		diags.AddError("TCP end point already taken",
			fmt.Sprintf("The rule of end point %s (id %s) is held by another rainbond_tcp_rule of this apply; give this one another end_point.%s", rule.EndPoint, rule.TCPRuleID, answer))
	case tfid.RefuseOther:
		diags.AddError("TCP end point already taken",
			fmt.Sprintf("The create's answer was lost, and the app now has a rule of end point %s (id %s) to another port or component, so it is not this apply's and is left alone. Choose another end_point, or import it with:\n  terraform import <resource address> %s%s",
				rule.EndPoint, rule.TCPRuleID, id, answer))
	default:
		diags.AddError("TCP end point already taken",
			fmt.Sprintf("The app already has a TCP rule of end point %s (id %s, to port %d of %s), which this apply did not create. Choose another end_point, or bring it under management with:\n  terraform import <resource address> %s%s",
				rule.EndPoint, rule.TCPRuleID, int64(rule.ContainerPort), rule.ServiceName, id, answer))
	}
}
