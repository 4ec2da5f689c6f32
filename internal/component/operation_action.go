package component

import (
	"context"
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/action/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

var _ action.ActionWithConfigure = (*operationAction)(nil)

// durationPattern is a Go duration of whole units.
var durationPattern = regexp.MustCompile(`^([0-9]+(ns|us|µs|ms|s|m|h))+$`)

type operationModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	Action     types.String `tfsdk:"action"`
	ServiceIDs types.List   `tfsdk:"service_ids"`
	Timeout    types.String `tfsdk:"timeout"`
}

// NewOperationAction returns the rainbond_app_operation action.
func NewOperationAction() action.Action { return &operationAction{} }

// operationAction reaches the platform only through ComponentAPI.
type operationAction struct{ api platform.ComponentAPI }

func (a *operationAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_operation"
}

func (a *operationAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Starts, stops, upgrades (a rolling update with the stored settings, no build) or deploys (builds, then updates) " +
			"components of an app, and waits for each component's event to end: `start` and `deploy` until the component runs, `stop` until it is closed. " +
			"Terraform 1.14 and later: `terraform apply -invoke=action.rainbond_app_operation.<name>`, or an `action_trigger` of a resource.\n\n" +
			"The platform answers the same for every component whatever happened to it; this action reads each component's events to tell, " +
			"and fails naming the components whose operation failed. It skips, as the platform does, components not yet created in the cluster.",
		Attributes: actionPathAttributes(map[string]schema.Attribute{
			"action": schema.StringAttribute{
				MarkdownDescription: "`start`, `stop`, `upgrade` or `deploy`.",
				Required:            true,
				Validators:          []validator.String{stringvalidator.OneOf(client.OperationStart, client.OperationStop, client.OperationUpgrade, client.OperationDeploy)},
			},
			"service_ids": schema.ListAttribute{
				MarkdownDescription: "Ids of the components to act on (not aliases: the platform matches ids only). Unset (null), every component of the app but third-party ones; " +
					"an empty list names none: nothing is sent, with a warning. " +
					"Each is checked against the app's components before anything is sent: an id of another app or team, or an alias, fails the action, naming it; " +
					"a component not yet created in the cluster is skipped, with a warning.",
				ElementType: types.StringType,
				Optional:    true,
			},
		}),
	}
}

func (a *operationAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		a.api = data.Components
	}
}

func (a *operationAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	if platform.NotConfigured(a.api != nil, &resp.Diagnostics, "operate components") {
		return
	}
	var m operationModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, cancel, ok := actionDeadline(ctx, m.Timeout, &resp.Diagnostics)
	if !ok {
		return
	}
	defer cancel()
	app := platform.AppRefOf(m.TeamID, m.RegionName, m.AppID)
	act := m.Action.ValueString()
	progress := progressOf(resp)
	// Only an unset service_ids means the whole app: an empty list (a for
	// expression whose filter matched nothing) names no component, and
	// the platform would read an empty list as every component.
	var named []types.String
	if !m.ServiceIDs.IsNull() {
		resp.Diagnostics.Append(m.ServiceIDs.ElementsAs(ctx, &named, false)...)
		if resp.Diagnostics.HasError() {
			return
		}
		if len(named) == 0 {
			resp.Diagnostics.AddWarning("No component named",
				fmt.Sprintf("service_ids is empty, so this %s names no component of app %d and nothing was sent. "+
					"Leave service_ids unset (null) to act on every component of the app.", act, app.AppID))
			return
		}
	}
	ids, ok := a.targets(ctx, app, named, &resp.Diagnostics)
	if !ok {
		return
	}
	if len(ids) == 0 {
		// An empty service_ids would act on the whole app.
		progress(fmt.Sprintf("No component of app %d to %s: nothing sent", app.AppID, act))
		return
	}
	marks := map[string]platform.EventMark{}
	for _, id := range ids {
		ref := client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: id}
		// 4.30 creates its events without the busy check (region
		// service_batch_operation.go createEvents), so no 409 comes back to
		// wait on: each component's previous operation is waited for first.
		mark, err := platform.WaitComponentIdle(ctx, a.api, ref, fmt.Sprintf("the %s of component %s", act, id))
		if err != nil {
			platform.AddComponentReadError(&resp.Diagnostics, "Cannot operate the components", err, ref)
			return
		}
		marks[id] = mark
	}
	if err := a.api.OperateApp(ctx, app, client.AppOperation{Action: act, ServiceIDs: ids}); err != nil {
		platform.AddAppReadError(&resp.Diagnostics, "Cannot operate the components", err, app, "action", act)
		return
	}
	progress(fmt.Sprintf("%s of %d component(s) of app %d sent", act, len(ids), app.AppID))
	for _, id := range ids {
		ref := client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: id}
		wait := waitFor(act, fmt.Sprintf("the %s of component %s", act, id))
		wait.Mark, wait.Progress = marks[id], progress
		if _, _, err := platform.WaitForOperation(ctx, a.api, ref, wait); err != nil {
			addDeployError(&resp.Diagnostics, fmt.Sprintf("The %s of component %s failed", act, id), err, "The other components were waited for as well.")
		}
	}
}

// targets are the components to act on: the ones named, or (named nil)
// every component of the app that is not third-party, created in the cluster.
// The platform acts on any component id it is given, of any app or team,
// and ignores what is not an id or not created in the cluster (no event
// would come to wait for), so every name is checked against the app's
// components before anything is sent: an id of another app or team, or
// an alias, fails the action; a component not yet created is skipped,
// as the platform skips it, with a warning.
func (a *operationAction) targets(ctx context.Context, app client.AppRef, named []types.String, diags *diag.Diagnostics) ([]string, bool) {
	comps, err := a.api.AppComponents(ctx, app)
	if err != nil {
		platform.AddAppReadError(diags, "Cannot list the app's components", err, app)
		return nil, false
	}
	if named == nil {
		var out []string
		for _, c := range comps {
			if platform.Deref(c.ServiceSource) != "third_party" && createdInCluster(c) {
				out = append(out, c.ServiceID)
			}
		}
		return out, true
	}
	byID, byAlias := map[string]client.Component{}, map[string]client.Component{}
	for _, c := range comps {
		byID[c.ServiceID], byAlias[c.ServiceAlias] = c, c
	}
	var out []string
	for _, s := range named {
		id := s.ValueString()
		c, ok := byID[id]
		switch {
		case !ok && byAlias[id].ServiceID != "":
			diags.AddError("Alias in service_ids",
				fmt.Sprintf("service_ids names %q, but %q is the alias of component %q of app %d, and the platform matches ids only: write its id, %q "+
					"(rainbond_component.<name>.service_id). Nothing was sent.", id, id, platform.Deref(byAlias[id].ServiceCname), app.AppID, byAlias[id].ServiceID))
		case !ok:
			diags.AddError("Component not in the app",
				fmt.Sprintf("service_ids names %q, which is not a component of app %d of team %q in region %q: it belongs to another app or team, or to none. "+
					"The platform would act on it wherever it is, so nothing was sent. Name only this app's components (the data source rainbond_app_components lists them).",
					id, app.AppID, app.TeamID, app.RegionName))
		case !createdInCluster(c):
			diags.AddWarning("Component skipped",
				fmt.Sprintf("Component %q (%s) of app %d is not yet created in the cluster (create_status %q); the platform skips it, and so does this action.",
					id, platform.Deref(c.ServiceCname), app.AppID, platform.Deref(c.CreateStatus)))
		default:
			out = append(out, id)
		}
	}
	return out, !diags.HasError()
}

// createdInCluster reports a component the platform's start, stop and
// upgrade act on: its create_status is "complete" (console
// app_manage.py start_services_info and the like).
func createdInCluster(c client.Component) bool {
	s := platform.Deref(c.CreateStatus)
	return s == "" || s == "complete"
}

// waitFor is what an operation waits for.
func waitFor(act, what string) platform.Wait {
	w := platform.Wait{What: what}
	switch act {
	case client.OperationStart:
		w.OptTypes, w.Want, w.WantText = []string{optStart}, isRunning, `status "running"`
	case client.OperationStop:
		w.OptTypes, w.Want, w.WantText = []string{optStop}, isStopped, "a status out of the running set"
	case client.OperationUpgrade:
		w.OptTypes = []string{optUpgrade}
	case client.OperationDeploy:
		w.OptTypes, w.Want, w.WantText = []string{optBuild, optUpgrade, optStart}, isRunning, `status "running"`
	}
	return w
}
