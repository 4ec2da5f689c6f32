package thirdparty

import (
	"context"
	"fmt"
	"net/http"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ resource.ResourceWithConfigure      = (*thirdPartyResource)(nil)
	_ resource.ResourceWithImportState    = (*thirdPartyResource)(nil)
	_ resource.ResourceWithValidateConfig = (*thirdPartyResource)(nil)
	_ resource.ResourceWithIdentity       = (*thirdPartyResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*thirdPartyResource)(nil)
)

// NewResource returns the rainbond_third_party_component resource.
func NewResource() resource.Resource { return &thirdPartyResource{} }

type thirdPartyResource struct {
	api        platform.ThirdPartyAPI
	claims     *tfid.Claims
	nameClaims *tfid.NameClaims
}

func (r *thirdPartyResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_third_party_component"
}

func (r *thirdPartyResource) Schema(ctx context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replaceS := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	keep := []planmodifier.String{stringplanmodifier.UseStateForUnknown()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A third-party component: a component of an app whose instances run outside the cluster, at static addresses (`endpoints_type = \"static\"`) " +
			"or registered later through an API (`\"api\"`, with `api_url` and `api_service_key`).\n\n" +
			"**What can be seen.** The component is read with the component detail: a rename in the console is reported (the API cannot rename it back), a component deleted in the console is planned again, and one moved to another app is an error that keeps it in state. " +
			"The API cannot read back or change the endpoints or their type: they are kept as configured, and every change replaces the component. " +
			"After an import they are taken from the configuration, unchecked, and `api_service_key` and `api_url` stay unknown (null).\n\n" +
			"**Addresses.** Checked at plan time by the platform's rules: an IP address (not `0.0.0.0`, not loopback) or a domain, optionally " +
			"prefixed with `http://` or `https://` and followed by `:port`; no address twice; a domain only alone.\n\n" +
			"**What it adopts.** The platform allows two components of one name in an app, but a create refuses a third-party component of its name that is already there, " +
			"with the import command; after a create whose answer was lost, only a third-party component of that name that was not there before is kept; two resources of one name in one app fail the plan.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{MarkdownDescription: "`team_id/region_name/app_id/service_id`.", Computed: true, PlanModifiers: keep},
			"team_id": schema.StringAttribute{MarkdownDescription: "Team id or team name. " + tfid.SamePathNote("team", "name or tenant id"), Required: true,
				Validators: tfid.IDPathPartValidators()},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true,
				Validators: tfid.IDPathPartValidators(), PlanModifiers: replaceS},
			"app_id": schema.Int64Attribute{MarkdownDescription: "App of the component.", Required: true,
				Validators: []validator.Int64{int64validator.AtLeast(1)}, PlanModifiers: []planmodifier.Int64{int64planmodifier.RequiresReplace()}},
			"component_name": schema.StringAttribute{
				MarkdownDescription: fmt.Sprintf("Display name, at most %d characters. A change replaces the component; a rename in the console is reported as a warning and left as it is (the API cannot rename).", maxName),
				Required:            true, PlanModifiers: replaceS,
				Validators: []validator.String{stringvalidator.UTF8LengthBetween(1, maxName), tfschema.RefuseSurroundingBlanks()},
			},
			"endpoints_type": schema.StringAttribute{
				MarkdownDescription: "`static` (the instances are `endpoints`) or `api` (they are registered at `api_url` with `api_service_key`). Kept as configured. " +
					"Required to create; it may be left out only for an imported component, whose type Terraform then does not know (the API cannot read it), " +
					"which is how `terraform query -generate-config-out` writes it (null).",
				Optional: true, PlanModifiers: []planmodifier.String{replaceUnlessImported()},
				Validators: []validator.String{stringvalidator.OneOf(typeStatic, typeAPI)},
			},
			"endpoints": schema.ListAttribute{
				MarkdownDescription: "Addresses of the instances, for `static`: `host`, `host:port`, `http://host:port` or `https://host:port`. Kept as configured.",
				ElementType:         types.StringType, Optional: true,
				PlanModifiers: []planmodifier.List{replaceListUnlessImported()},
				Validators:    []validator.List{listvalidator.SizeAtLeast(1), listvalidator.ValueStringsAre(stringvalidator.LengthAtLeast(1))},
			},
			"service_id":         schema.StringAttribute{MarkdownDescription: "Id of the component.", Computed: true, PlanModifiers: keep},
			"service_alias":      schema.StringAttribute{MarkdownDescription: "Alias of the component, generated by the platform.", Computed: true, PlanModifiers: keep},
			"k8s_component_name": schema.StringAttribute{MarkdownDescription: "Name of the component in the cluster (its alias).", Computed: true, PlanModifiers: keep},
			"api_service_key": schema.StringAttribute{
				MarkdownDescription: "For `api`: the key that authorises endpoint updates at `api_url`. Sensitive; known from the create only.",
				Computed:            true, Sensitive: true, PlanModifiers: keep,
			},
			"api_url": schema.StringAttribute{MarkdownDescription: "For `api`: the address that receives endpoint updates. Known from the create only.", Computed: true, PlanModifiers: keep},
		},
		Blocks: map[string]schema.Block{
			"timeouts": tfschema.TimeoutsBlock(ctx, timeouts.Opts{Create: true, Delete: true}),
		},
	}
}

func (r *thirdPartyResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		r.api, r.claims, r.nameClaims = data.ThirdParty, data.Claims, data.NameClaims
	}
}

// ValidateConfig checks the addresses by the platform's rules: static
// endpoints are required and checked, api takes none.
func (r *thirdPartyResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cfg thirdPartyModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || cfg.EndpointsType.IsUnknown() || cfg.Endpoints.IsUnknown() {
		return
	}
	switch cfg.EndpointsType.ValueString() {
	case "":
		if !cfg.Endpoints.IsNull() {
			resp.Diagnostics.AddAttributeError(path.Root("endpoints_type"), "Endpoints without endpoints_type",
				"endpoints are the addresses of a static third-party component: set endpoints_type = \"static\".")
		}
	case typeAPI:
		if !cfg.Endpoints.IsNull() {
			resp.Diagnostics.AddAttributeError(path.Root("endpoints"), "Endpoints with endpoints_type \"api\"",
				"An api component's instances are registered at api_url with api_service_key after the create; the platform ignores endpoints. Remove endpoints, or set endpoints_type = \"static\".")
		}
	case typeStatic:
		if cfg.Endpoints.IsNull() {
			resp.Diagnostics.AddAttributeError(path.Root("endpoints"), "Missing endpoints", "A static third-party component needs the addresses of its instances: set endpoints.")
			return
		}
		var eps []types.String
		resp.Diagnostics.Append(cfg.Endpoints.ElementsAs(ctx, &eps, false)...)
		addresses := make([]string, 0, len(eps))
		for _, e := range eps {
			if e.IsUnknown() {
				return
			}
			addresses = append(addresses, e.ValueString())
		}
		if err := checkEndpoints(addresses); err != nil {
			resp.Diagnostics.AddAttributeError(path.Root("endpoints"), "Invalid endpoints", err.Error()+". Fix the address; the platform would refuse it.")
		}
	}
}

func (r *thirdPartyResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create a third-party component") {
		return
	}
	var plan thirdPartyModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	made, ok := r.create(ctx, &plan, &resp.Diagnostics)
	if !ok {
		return
	}
	plan.setFrom(made.Component)
	plan.APIServiceKey, plan.APIURL = types.StringNull(), types.StringNull()
	if made.APIServiceKey != "" {
		plan.APIServiceKey = types.StringValue(made.APIServiceKey)
	}
	if made.URL != "" {
		plan.APIURL = types.StringValue(made.URL)
	}
	tfid.SetIdentityFromID(ctx, resp.Identity, idFormat, plan.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Read follows the 404 rule: only the component's own 404 means it is
// gone; its 404 "not belong to this app" means it moved to another app.
func (r *thirdPartyResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state thirdPartyModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, idFormat, state.ID.ValueString(), resp) {
		return
	}
	c, err := r.api.FreshComponent(ctx, state.ref())
	if client.IsComponentInOtherApp(err) && state.ComponentName.IsNull() {
		// An import: nothing of it is in state, and nothing moved.
		resp.Diagnostics.AddError(fmt.Sprintf("Cannot import third-party component %s: it is not in app %d", state.ServiceID.ValueString(), state.AppID.ValueInt64()), r.notInApp(ctx, &state, err))
		return
	}
	if client.IsComponentInOtherApp(err) {
		resp.Diagnostics.AddError("Third-party component is in another app", movedAway(&state, err))
		return
	}
	if client.IsComponentGone(err) {
		resp.Diagnostics.AddWarning("Third-party component is gone",
			fmt.Sprintf("%s is no longer on the platform; Terraform removes it from state and plans to create it again.", state.label()))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, idFormat, state.ID.ValueString(), resp.Identity)
		return
	}
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the third-party component", err, state.ref())
		return
	}
	if !isThirdParty(c) {
		resp.Diagnostics.AddError("Not a third-party component",
			fmt.Sprintf("Component %s of app %d is not a third-party component (its source is %q). Manage it with rainbond_component, or import the id of a third-party component.",
				c.ServiceID, state.AppID.ValueInt64(), platform.Deref(c.ServiceSource)))
		return
	}
	r.claims.Take(claimKind, c.ServiceID)
	if name, renamed := state.renamedTo(c); renamed {
		resp.Diagnostics.AddWarning("Third-party component renamed outside Terraform",
			fmt.Sprintf("%s is named %q on the platform now. The API cannot rename a component, and a replacement would give it a new id (and an api component a new key), "+
				"so Terraform keeps the configured name in state and changes nothing: rename it back in the console, or accept the difference.", state.label(), name))
	}
	state.setFrom(c)
	recordIdentityOnce(ctx, req.Identity, resp.Identity, state.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

// Update writes nothing: every attribute but the timeouts replaces, except
// the unreadable endpoints of an imported component, which are recorded as
// configured.
func (r *thirdPartyResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan thirdPartyModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	recordIdentityOnce(ctx, req.Identity, resp.Identity, plan.ID.ValueString(), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// recordIdentityOnce writes the identity from id only when none is recorded
// yet: the team's other spelling is a state-only change of id, and an
// object's identity must not change with it.
func recordIdentityOnce(ctx context.Context, prior, ident *tfsdk.ResourceIdentity, id string, diags *diag.Diagnostics) {
	if prior != nil && !prior.Raw.IsNull() && prior.Raw.IsKnown() {
		return
	}
	tfid.SetIdentityFromID(ctx, ident, idFormat, id, diags)
}

// Delete deletes the component (4.23); third-party components are exempt
// from the platform's running check. Gone already is done.
func (r *thirdPartyResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete a third-party component") {
		return
	}
	var state thirdPartyModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	// A create of this apply with the same name (a renamed for_each key)
	// waits for this delete.
	deleted := r.claims.Deleting(claimKind, state.ServiceID.ValueString())
	err := r.api.DeleteComponent(ctx, state.ref(), false)
	if client.IsComponentInOtherApp(err) {
		deleted(false)
		resp.Diagnostics.AddError("Cannot delete "+state.label()+": it is in another app", movedAway(&state, err))
		return
	}
	if err == nil || client.IsComponentGone(err) {
		deleted(true)
		return
	}
	deleted(false)
	detail := platform.ErrorDetail(err, state.TeamID.ValueString(), state.RegionName.ValueString())
	if client.IsStatus(err, http.StatusPreconditionFailed) {
		detail += "\n\nAnother component depends on this one: remove that dependency in the console, then destroy again."
	}
	resp.Diagnostics.AddError("Cannot delete "+state.label(), detail)
}

func (r *thirdPartyResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	tfid.ImportCompositeID(ctx, idFormat, req, resp)
}

func (r *thirdPartyResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(idFormat, map[string]string{
		"team_id": "Team of the component, as configured (id or name).", "region_name": "Region of the app.",
		"app_id": "The component's app.", "service_id": "Id of the component.",
	})
}
