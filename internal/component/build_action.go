package component

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/action/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ action.ActionWithConfigure = (*buildAction)(nil)

// defaultActionTimeout bounds an action's wait when its configuration
// sets none: a build pulls and builds an image.
const defaultActionTimeout = 20 * time.Minute

type buildModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceID  types.String `tfsdk:"service_id"`
	Timeout    types.String `tfsdk:"timeout"`
}

// NewBuildAction returns the rainbond_component_build action.
func NewBuildAction() action.Action { return &buildAction{} }

// buildAction reaches the platform only through ComponentAPI.
type buildAction struct{ api platform.ComponentAPI }

func (a *buildAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_build"
}

func (a *buildAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Builds a component from its stored source (for a component from an image: pulls the stored image again) and deploys it, " +
			"which restarts its instances; then waits for the build's event to end and reports it. Terraform 1.14 and later: " +
			"`terraform apply -invoke=action.rainbond_component_build.<name>`, or an `action_trigger` of a resource.\n\n" +
			"The platform refuses a build while the component's previous operation runs; the action waits for it first.",
		Attributes: actionPathAttributes(map[string]schema.Attribute{
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias, such as `rainbond_component.x.service_id`.",
				Required:            true,
				Validators:          tfid.IDPathPartValidators(),
			},
		}),
	}
}

func (a *buildAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		a.api = data.Components
	}
}

func (a *buildAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	if platform.NotConfigured(a.api != nil, &resp.Diagnostics, "build a component") {
		return
	}
	var m buildModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, cancel, ok := actionDeadline(ctx, m.Timeout, &resp.Diagnostics)
	if !ok {
		return
	}
	defer cancel()
	ref := platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
	progress := progressOf(resp)
	if !platform.RequireComponentInApp(ctx, a.api, ref, "Cannot build the component", &resp.Diagnostics) {
		return
	}
	var started *client.BuildStarted
	_, err := platform.WhenComponentIdle(ctx, a.api, ref, "the build", func() (err error) {
		started, err = a.api.BuildComponent(ctx, ref, client.BuildComponentRequest{})
		return err
	})
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot build the component", err, ref)
		return
	}
	progress(fmt.Sprintf("Build of component %s started: event %s", ref.ServiceID, started.EventID))
	c, event, err := platform.WaitForOperation(ctx, a.api, ref, platform.Wait{
		What: fmt.Sprintf("the build of component %s", ref.ServiceID), EventID: started.EventID, Progress: progress,
	})
	if err != nil {
		addDeployError(&resp.Diagnostics, "The build failed", err, "The component keeps running what it ran before the build.")
		return
	}
	msg := fmt.Sprintf("Build of component %s ended: event %s", ref.ServiceID, started.EventID)
	if event != nil {
		msg += fmt.Sprintf(" with status %q", event.Status)
	}
	progress(msg + fmt.Sprintf("; the component's status is %q", platform.Deref(c.Status)))
}

// actionPathAttributes are the path arguments of an action under an app,
// with more.
func actionPathAttributes(more map[string]schema.Attribute) map[string]schema.Attribute {
	out := map[string]schema.Attribute{
		"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators()},
		"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true, Validators: tfid.IDPathPartValidators()},
		"app_id":      schema.Int64Attribute{MarkdownDescription: "Id of the app.", Required: true},
		"timeout": schema.StringAttribute{
			MarkdownDescription: "How long the action may wait, as a duration such as `30s` or `1h`. Defaults to `20m`.",
			Optional:            true,
			Validators:          []validator.String{stringvalidator.RegexMatches(durationPattern, "must be a duration such as 30s, 5m or 1h")},
		},
	}
	for k, v := range more {
		out[k] = v
	}
	return out
}

// actionDeadline limits an action to its timeout.
func actionDeadline(ctx context.Context, timeout types.String, diags interface{ AddError(string, string) }) (context.Context, context.CancelFunc, bool) {
	d := defaultActionTimeout
	if s := timeout.ValueString(); s != "" {
		parsed, err := time.ParseDuration(s)
		if err != nil {
			diags.AddError("Invalid timeout", err.Error())
			return ctx, func() {}, false
		}
		d = parsed
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	return ctx, cancel, true
}

// progressOf reports progress to Terraform.
func progressOf(resp *action.InvokeResponse) func(string) {
	return func(msg string) {
		if resp.SendProgress != nil {
			resp.SendProgress(action.InvokeProgressEvent{Message: msg})
		}
	}
}
