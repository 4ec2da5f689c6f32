package tcprule

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure   = (*ruleResource)(nil)
	_ resource.ResourceWithImportState = (*ruleResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*ruleResource)(nil)
	_ resource.ResourceWithIdentity    = (*ruleResource)(nil)
)

// NewResource returns the rainbond_tcp_rule resource.
func NewResource() resource.Resource { return &ruleResource{} }

type ruleResource struct {
	api    platform.TCPRuleAPI
	claims *tfid.Claims
}

func (r *ruleResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_tcp_rule"
}

func (r *ruleResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "TCP access to a port of a component (a database, a broker): an end point of the region's gateway, `ip:port`, forwarded to the port.\n\n" +
			"The platform opens the port's outer service when it creates the rule (with the port's default TCP rule, when it has none). " +
			"The create checks first that the component has the port: for a port it lacks the platform answers an error after nothing changed, " +
			"but for an end point it cannot parse it fails after opening the port's outer service, which stays open; both are refused before any request.\n\n" +
			"**No update, no delete.** The platform's API can create and list TCP rules but not change or delete one. Every change of the configuration therefore replaces the rule, " +
			"and the plan warns that the old rule stays on the platform, still forwarding its end point; a replacement with the same `end_point` is refused at plan time, since the old rule keeps it. " +
			"Destroy only forgets the rule, and says so at plan time: delete it in the console (or delete the component, which takes its rules with it).\n\n" +
			"**What it adopts.** A rule of the same end point already there is refused at create, with the import command. " +
			"When the create's answer is lost, only a rule of that end point to the same port that was not there before, and no other resource of the apply holds, is kept.\n\n" +
			"Refresh forgets the rule only when the app's rule list, read without error, lacks it; a 404 of the team, region or app keeps the state.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				MarkdownDescription: "`team_id/region_name/app_id/tcp_rule_id`.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"team_id": schema.StringAttribute{
				MarkdownDescription: "Team id or team name. " + tfid.SamePathNote("team", "tenant id or team name"), Required: true,
				Validators: tfid.IDPathPartValidators(),
			},
			"region_name": schema.StringAttribute{
				MarkdownDescription: "Region of the app.", Required: true,
				Validators: tfid.IDPathPartValidators(), PlanModifiers: replace,
			},
			"app_id": schema.Int64Attribute{
				MarkdownDescription: "App of the component.", Required: true,
				Validators:    []validator.Int64{int64validator.AtLeast(1)},
				PlanModifiers: []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"tcp_rule_id": schema.StringAttribute{
				MarkdownDescription: "The rule's id on the platform.",
				Computed:            true,
				PlanModifiers:       []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
			},
			"service_id": schema.StringAttribute{
				MarkdownDescription: "The component: its id or its alias (`service_alias`). " + tfid.SamePathNote("component", "id or alias"), Required: true,
				Validators: tfid.IDPathPartValidators(),
			},
			"container_port": schema.Int64Attribute{
				MarkdownDescription: "The component's port the rule forwards to; the component must have it.", Required: true,
				Validators:    []validator.Int64{int64validator.Between(1, 65535)},
				PlanModifiers: []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			},
			"end_point": schema.StringAttribute{
				MarkdownDescription: "The gateway's end point, `ip:port` (IPv4; `0.0.0.0` for every address of the gateway), unique in the region. " +
					"The platform lists an end point on `0.0.0.0` with the region's TCP domain instead, which is no change; `access_address` shows it. " +
					"Writing the listed end point as `0.0.0.0:port` (after an import, say) is an update of the state alone; another end point replaces the rule.",
				Required: true,
				Validators: []validator.String{
					stringvalidator.LengthBetween(1, maxEndPoint),
					tfschema.StringCheck("must be ip:port", "Invalid end point", checkEndPoint),
				},
			},
			"access_address": schema.StringAttribute{
				MarkdownDescription: "The end point as the platform lists it: `0.0.0.0` replaced by the region's TCP domain.",
				Computed:            true,
			},
			"protocol": schema.StringAttribute{
				MarkdownDescription: "The port's protocol, as the rule records it.",
				Computed:            true,
			},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Read: false, Update: false, Delete: false}),
		},
	}
}

func (r *ruleResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims = data.TCPRules, data.Claims
	}
}

// ModifyPlan says at plan time what the API cannot do: a destroy or a
// replacement leaves the old rule on the platform.
func (r *ruleResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() {
		return
	}
	var state ruleModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if req.Plan.Raw.IsNull() {
		resp.Diagnostics.AddWarning("Destroy does not delete the TCP rule", leftBehind(state, "will forget"))
		return
	}
	if !r.planSpellings(ctx, req, resp) || resp.Diagnostics.HasError() {
		return
	}
	var plan ruleModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if !plan.EndPoint.IsUnknown() && sameEndPoint(plan.EndPoint.ValueString(), state.EndPoint.ValueString()) {
		resp.Diagnostics.AddAttributeError(path.Root("end_point"), "TCP rule cannot be replaced on the same end point",
			fmt.Sprintf("This change replaces the rule, but the API cannot delete the old one, which keeps end point %s: the new rule's create would be refused. "+
				"Delete the old rule (id %s) in the console and run terraform apply -refresh-only, or give the new rule another end_point.", state.EndPoint.ValueString(), state.TCPRuleID.ValueString()))
		return
	}
	resp.Diagnostics.AddWarning("Replacing the TCP rule leaves the old one", leftBehind(state, "will forget"))
}

func leftBehind(state ruleModel, verb string) string {
	return fmt.Sprintf("The API has no operation that deletes a TCP rule, so Terraform %s rule %s and it stays on the platform, still forwarding %s to port %d of component %q, "+
		"until it is deleted in the console or its component is deleted.", verb, state.TCPRuleID.ValueString(), state.EndPoint.ValueString(), state.ContainerPort.ValueInt64(), state.ServiceID.ValueString())
}

func (r *ruleResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a TCP rule") {
		return
	}
	var plan ruleModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	rule, serviceID, ok := r.create(ctx, &plan, &resp.Diagnostics)
	if !ok {
		return
	}
	plan.setFrom(rule, serviceID)
	tfid.SetIdentityFromID(ctx, resp.Identity, ruleIDFormat, plan.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

func (r *ruleResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state ruleModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, ruleIDFormat, state.ID.ValueString(), resp) {
		return
	}
	rules, err := r.api.TCPRules(ctx, state.app())
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot read the TCP rules", err, "team_id", state.TeamID.ValueString(), "region_name", state.RegionName.ValueString(), "app_id", state.AppID.ValueInt64())
		return
	}
	for _, rule := range rules {
		if rule.TCPRuleID == state.TCPRuleID.ValueString() {
			serviceID := state.ServiceID.ValueString()
			if serviceID != "" {
				// The component's id tells whether the listed rule still
				// forwards to it; without it the state is kept as it is.
				c, err := r.api.Component(ctx, state.component())
				if err != nil {
					tfschema.AddReadError(&resp.Diagnostics, "Cannot read the TCP rule's component", err, "team_id", state.TeamID.ValueString(), "region_name", state.RegionName.ValueString(),
						"app_id", state.AppID.ValueInt64(), "service_id", state.ServiceID.ValueString())
					return
				}
				serviceID = c.ServiceID
			}
			state.setFrom(rule, serviceID)
			tfid.SetIdentityFromID(ctx, resp.Identity, ruleIDFormat, state.ID.ValueString(), &resp.Diagnostics)
			resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
			return
		}
	}
	resp.Diagnostics.AddWarning("TCP rule is gone",
		fmt.Sprintf("TCP rule %s is no longer in the app's rule list; Terraform removes it from state and plans to create it again.", state.TCPRuleID.ValueString()))
	resp.State.RemoveResource(ctx)
	tfid.IdentityOfRemoved(ctx, ruleIDFormat, state.ID.ValueString(), resp.Identity)
}

// Update changes only the timeouts: every other attribute replaces.
func (r *ruleResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan ruleModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	tfid.SetIdentityFromID(ctx, resp.Identity, ruleIDFormat, plan.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Delete forgets the rule: the API cannot delete it (ModifyPlan warned).
func (r *ruleResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state ruleModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.AddWarning("TCP rule left on the platform", leftBehind(state, "forgot"))
}

func (r *ruleResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, ruleIDFormat, req, resp)
}

func (r *ruleResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(ruleIDFormat, map[string]string{
		"team_id":     "Team of the rule's app, as configured (id or name).",
		"region_name": "Region of the app.",
		"app_id":      "The app of the rule's component.",
		"tcp_rule_id": "The rule's id.",
	})
}
