package httprule

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// The adoption's two ends against fakeRules: a create finds the rule,
// captures its settings and applies the configured ones; a destroy with
// restore_on_destroy writes the captured settings back.

type ruleUnit struct {
	t      *testing.T
	api    *fakeRules
	r      *ruleResource
	schema schema.Schema
}

func newRuleUnit(t *testing.T, rules ...client.HTTPRule) *ruleUnit {
	var resp resource.SchemaResponse
	NewResource().Schema(context.Background(), resource.SchemaRequest{}, &resp)
	api := &fakeRules{rules: rules}
	return &ruleUnit{t: t, api: api, r: &ruleResource{api: api, claims: tfid.NewClaims()}, schema: resp.Schema}
}

// raw is m as the framework hands it over; unknown values of m stay
// unknown, and an empty object is all unknown.
func (u *ruleUnit) raw(m ruleModel) tftypes.Value {
	u.t.Helper()
	s := tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}
	if d := s.Set(context.Background(), &m); d.HasError() {
		u.t.Fatal(d)
	}
	return s.Raw
}

// unknownModel has every attribute unknown and no timeouts, the start of a
// plan in which the test sets what the configuration says.
func (u *ruleUnit) unknownModel() ruleModel {
	u.t.Helper()
	ctx := context.Background()
	typ := u.schema.Type().TerraformType(ctx).(tftypes.Object)
	vals := map[string]tftypes.Value{}
	for name, at := range typ.AttributeTypes {
		vals[name] = tftypes.NewValue(at, tftypes.UnknownValue)
	}
	vals["timeouts"] = tftypes.NewValue(typ.AttributeTypes["timeouts"], nil)
	var m ruleModel
	if d := (tfsdk.Plan{Schema: u.schema, Raw: tftypes.NewValue(typ, vals)}).Get(ctx, &m); d.HasError() {
		u.t.Fatal(d)
	}
	return m
}

// plan is a create plan for the rule of testRule's team, region and app:
// by ruleID, or, when it is empty, by service and port; domain is the one
// configured setting.
func (u *ruleUnit) plan(ruleID, service string, port int64, domain string) ruleModel {
	m := u.unknownModel()
	m.TeamID, m.RegionName, m.AppID = types.StringValue("team"), types.StringValue("r1"), types.Int64Value(7)
	if ruleID != "" {
		m.RuleID = types.StringValue(ruleID)
	}
	m.ServiceID, m.ContainerPort = types.StringValue(service), types.Int64Value(port)
	m.DomainName = types.StringValue(domain)
	m.RestoreOnDestroy = types.BoolValue(true)
	return m
}

func (u *ruleUnit) create(plan ruleModel) (resource.CreateResponse, ruleModel) {
	u.t.Helper()
	resp := resource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), resource.CreateRequest{Plan: tfsdk.Plan{Schema: u.schema, Raw: u.raw(plan)}, Config: tfsdk.Config{Schema: u.schema, Raw: u.raw(plan)}}, &resp)
	var got ruleModel
	if !resp.State.Raw.IsNull() {
		if d := resp.State.Get(context.Background(), &got); d.HasError() {
			u.t.Fatal(d)
		}
	}
	return resp, got
}

// adoptedState is the state of a resource that adopted rule when its
// settings were adopted, with restore_on_destroy on.
func (u *ruleUnit) adoptedState(rule client.HTTPRule, adopted ruleValues) tfsdk.State {
	u.t.Helper()
	m := u.unknownModel()
	m.TeamID, m.ServiceID = types.StringValue("team"), types.StringValue(rule.ServiceID)
	var d diag.Diagnostics
	setRuleState(context.Background(), &m, rule, &d)
	if d.HasError() {
		u.t.Fatal(d)
	}
	m.RestoreOnDestroy, m.AdoptedSettings = types.BoolValue(true), encodeRuleValues(adopted)
	return tfsdk.State{Schema: u.schema, Raw: u.raw(m)}
}

func (u *ruleUnit) destroy(state tfsdk.State) resource.DeleteResponse {
	resp := resource.DeleteResponse{State: state}
	u.r.Delete(context.Background(), resource.DeleteRequest{State: state}, &resp)
	return resp
}

func adoptedValues(t *testing.T, m ruleModel) ruleValues {
	t.Helper()
	v, ok := decodeRuleValues([]byte(m.AdoptedSettings.ValueString()))
	if !ok {
		t.Fatalf("adopted_settings %q", m.AdoptedSettings.ValueString())
	}
	return v
}

func TestAdoptionByRuleIDCapturesThenApplies(t *testing.T) {
	u := newRuleUnit(t, testRule("r1", "s1", 80))
	resp, got := u.create(u.plan("r1", "s1", 80, "b.example.com"))
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if got.DomainName.ValueString() != "b.example.com" || u.api.rule("r1").DomainName != "b.example.com" {
		t.Fatalf("domain in state %s, on the platform %s; want b.example.com", got.DomainName, u.api.rule("r1").DomainName)
	}
	if v := adoptedValues(t, got); v.DomainName != "r1.example.com" {
		t.Fatalf("captured domain %q, want the one before the adoption", v.DomainName)
	}
	if !slices.Equal(u.api.updates, []string{"r1"}) {
		t.Fatalf("updates %v", u.api.updates)
	}
}

func TestAdoptionByPortPicksTheRuleOfThatPort(t *testing.T) {
	u := newRuleUnit(t, testRule("other-port", "s1", 8080), testRule("mine", "s1", 80), testRule("other-component", "s2", 80))
	resp, got := u.create(u.plan("", "s1", 80, "b.example.com"))
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if got.RuleID.ValueString() != "mine" || !slices.Equal(u.api.updates, []string{"mine"}) {
		t.Fatalf("adopted %s with updates %v, want mine", got.RuleID, u.api.updates)
	}
}

func TestAdoptionByPortNamesTheCandidates(t *testing.T) {
	u := newRuleUnit(t, testRule("first", "s1", 80), testRule("second", "s1", 80))
	resp, _ := u.create(u.plan("", "s1", 80, "b.example.com"))
	if !resp.Diagnostics.HasError() || resp.Diagnostics.Errors()[0].Summary() != "Cannot choose an HTTP rule to adopt" ||
		!strings.Contains(resp.Diagnostics.Errors()[0].Detail(), "first") || !strings.Contains(resp.Diagnostics.Errors()[0].Detail(), "second") {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	if len(u.api.updates) != 0 || !resp.State.Raw.IsNull() {
		t.Fatalf("updates %v, state %v: nothing may be adopted", u.api.updates, resp.State.Raw)
	}
}

func TestAdoptionOfARuleTakenInThisRunIsRefused(t *testing.T) {
	u := newRuleUnit(t, testRule("r1", "s1", 80))
	if resp, _ := u.create(u.plan("r1", "s1", 80, "b.example.com")); resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	resp, _ := u.create(u.plan("", "s1", 80, "c.example.com"))
	if !resp.Diagnostics.HasError() || resp.Diagnostics.Errors()[0].Summary() != "HTTP rule adopted twice" {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	if len(u.api.updates) != 1 || u.api.rule("r1").DomainName != "b.example.com" {
		t.Fatalf("updates %v, domain %s: the second resource wrote over the first", u.api.updates, u.api.rule("r1").DomainName)
	}
}

func TestAdoptionWhoseUpdateFailsIsKeptWithItsRestorePoint(t *testing.T) {
	u := newRuleUnit(t, testRule("r1", "s1", 80))
	u.api.updateErr = &client.APIError{Operation: "UpdateHTTPRule", Method: http.MethodPut, StatusCode: http.StatusBadRequest, Message: "domain refused"}
	resp, got := u.create(u.plan("r1", "s1", 80, "b.example.com"))
	if !resp.Diagnostics.HasError() || resp.Diagnostics.Errors()[0].Summary() != "Cannot update the adopted HTTP rule" {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	// Saved (Terraform taints it), with what the platform has and what it
	// had before, so a destroy can still restore it.
	if resp.State.Raw.IsNull() || got.DomainName.ValueString() != "r1.example.com" || adoptedValues(t, got).DomainName != "r1.example.com" {
		t.Fatalf("state %+v", got)
	}
}

func TestRestoreWritesTheAdoptedSettingsBack(t *testing.T) {
	before := testRule("r1", "s1", 80)
	now := before
	now.DomainName = "b.example.com"
	u := newRuleUnit(t, now)
	resp := u.destroy(u.adoptedState(now, ruleValuesOf(before)))
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if got := u.api.rule("r1"); got.DomainName != "r1.example.com" || !slices.Equal(u.api.updates, []string{"r1"}) {
		t.Fatalf("domain %s after %v, want r1.example.com after one update", got.DomainName, u.api.updates)
	}
	if w := resp.Diagnostics.Warnings(); len(w) != 1 || w[0].Summary() != "HTTP rule left on the platform" {
		t.Fatalf("warnings: %v", w)
	}
}

func TestRestoreWritesNothingWhenThereIsNothingToRestore(t *testing.T) {
	rule := testRule("r1", "s1", 80)
	for name, u := range map[string]*ruleUnit{
		"rule unchanged": newRuleUnit(t, rule),
		"rule gone":      newRuleUnit(t),
	} {
		resp := u.destroy(u.adoptedState(rule, ruleValuesOf(rule)))
		if resp.Diagnostics.HasError() || len(u.api.updates) != 0 {
			t.Errorf("%s: diagnostics %v, updates %v", name, resp.Diagnostics, u.api.updates)
		}
	}
}

func TestRestoreThatFailsKeepsTheResource(t *testing.T) {
	before := testRule("r1", "s1", 80)
	now := before
	now.DomainName = "b.example.com"
	u := newRuleUnit(t, now)
	u.api.updateErr = &client.APIError{Operation: "UpdateHTTPRule", Method: http.MethodPut, StatusCode: http.StatusConflict, Message: "busy"}
	resp := u.destroy(u.adoptedState(now, ruleValuesOf(before)))
	if !resp.Diagnostics.HasError() || resp.Diagnostics.Errors()[0].Summary() != "Cannot restore the HTTP rule" {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
}

func TestRestoreLeavesARuleReadoptedInThisRun(t *testing.T) {
	before := testRule("r1", "s1", 80)
	now := before
	now.DomainName = "b.example.com"
	u := newRuleUnit(t, now)
	// A create_before_destroy replacement adopted the rule first.
	claimForCreate(u.r.claims, "r1")
	resp := u.destroy(u.adoptedState(now, ruleValuesOf(before)))
	if resp.Diagnostics.HasError() || len(u.api.updates) != 0 {
		t.Fatalf("diagnostics %v, updates %v", resp.Diagnostics, u.api.updates)
	}
	if w := resp.Diagnostics.Warnings(); len(w) != 1 || w[0].Summary() != "HTTP rule not restored" {
		t.Fatalf("warnings: %v", w)
	}
}
