package component

// The component's running state and image after the create: a new image
// is stored, then deployed; running false or true stops or starts it.
// Each asynchronous step waits for the component's previous operation to
// end (the region refuses one while another is open), then for its own.

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// Event opt_types of the region (api/model/batch_service.go, model.go).
const (
	optBuild   = "build-service"
	optStart   = "start-service"
	optStop    = "stop-service"
	optUpgrade = "upgrade-service"
)

func isRunning(status string) bool { return status == "running" }

func isStopped(status string) bool { return !platform.CountsAsRunning(status) }

func stringValue(s string) types.String { return types.StringValue(s) }

// settingsOnly reports an update that changes only what the provider
// keeps for itself (force, timeouts): the same component, image and
// running, and no deploy owed, so that nothing is sent.
func settingsOnly(plan, state componentModel) bool {
	return plan.TeamID.Equal(state.TeamID) && plan.RegionName.Equal(state.RegionName) && plan.AppID.Equal(state.AppID) &&
		plan.ComponentName.Equal(state.ComponentName) && plan.K8sComponentName.Equal(state.K8sComponentName) &&
		plan.Image.Equal(state.Image) && plan.Running.Equal(state.Running) && !deployOwed(plan, state.DeployedImage)
}

// update brings the component to the plan: the image first, then the
// running state. A start is sent only to a component that is stopped
// (closed; undeploy is deployed); a stop only to one that runs, or to one
// between two statuses when the configuration changed running to false:
// an update of force or timeouts alone never turns into an operation on a
// component the platform is still moving (abnormal, upgrade, starting,
// failure). A deploy still owed (deployOwed) deploys, where a start would
// run the old image. It returns the component as last read; read is false
// when nothing could be read (nor written), so that the state stays the
// prior one rather than claim the plan.
func (r *componentResource) update(ctx context.Context, plan, prior componentModel, diags *diag.Diagnostics) (now client.Component, read, deployed bool) {
	ref := plan.ref()
	c, err := r.api.FreshComponent(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component before changing it", err, ref)
		return client.Component{}, false, false
	}
	status := platform.Deref(c.Status)
	wantRunning := plan.Running.ValueBool()
	imageChanged := c.Image != plan.Image.ValueString()
	if imageChanged {
		if err := r.api.ChangeComponentImage(ctx, ref, plan.Image.ValueString()); err != nil {
			platform.AddComponentReadError(diags, "Cannot store the component's new image", err, ref)
			return r.reread(ctx, ref, c), true, false
		}
		if !wantRunning {
			diags.AddWarning("New image stored, not deployed",
				fmt.Sprintf("%s is not running (running = false): the new image %q is stored and runs after the next deploy (the rainbond_component_build action, or running = true with a new image).", plan.label(), plan.Image.ValueString()))
		}
	}
	var step string
	switch {
	case wantRunning && (imageChanged || status == "undeploy" || deployOwed(plan, prior.DeployedImage)):
		step = client.OperationDeploy
	case wantRunning && status == "closed":
		step = client.OperationStart
	case !wantRunning && (isRunning(status) || (prior.Running.ValueBool() && !isStopped(status))):
		step = client.OperationStop
	default:
		return r.reread(ctx, ref, c), true, false
	}
	now, err = r.operate(ctx, ref, plan.label(), step)
	if err != nil {
		after := "The state records the component as the platform now has it; apply again once the cause is fixed."
		if step == client.OperationDeploy {
			after = fmt.Sprintf("The image %q is stored but was not deployed: the state keeps the deploy owed, so the next plan shows it again and the next apply deploys it. Fix the cause (the image, the registry credentials, the region) first.", plan.Image.ValueString())
		}
		addDeployError(diags, "The component did not reach the planned state", err, after)
	}
	if now.ServiceID == "" {
		return r.reread(ctx, ref, c), true, false
	}
	return now, true, err == nil && step == client.OperationDeploy
}

// operate runs one operation of 4.30 on the component and waits for it:
// deploy and start until the component runs, stop until it is closed.
func (r *componentResource) operate(ctx context.Context, ref client.ComponentRef, label, action string) (client.Component, error) {
	wait := waitFor(action, fmt.Sprintf("the %s of %s", action, label))
	mark, err := platform.WhenComponentIdle(ctx, r.api, ref, wait.What, func() error {
		return r.api.OperateApp(ctx, ref.App(), client.AppOperation{Action: action, ServiceIDs: []string{ref.ServiceID}})
	})
	if err != nil {
		return client.Component{}, fmt.Errorf("the %s of %s: %w", action, label, err)
	}
	wait.Mark = mark
	c, _, err := platform.WaitForOperation(ctx, r.api, ref, wait)
	return c, err
}

// reread is the component as the platform has it now, or before when it
// cannot be read.
func (r *componentResource) reread(ctx context.Context, ref client.ComponentRef, before client.Component) client.Component {
	c, err := r.api.FreshComponent(ctx, ref)
	if err != nil {
		return before
	}
	return c
}

// addDeployError reports an operation that failed or did not end: the
// event's message when the platform gave one.
func addDeployError(diags *diag.Diagnostics, summary string, err error, after string) {
	if f, ok := platform.IsOperationFailed(err); ok {
		msg := f.Event.Message
		if msg == "" {
			msg = "(the platform gave no message)"
		}
		diags.AddError(summary, fmt.Sprintf("%s: the platform's event %s (%s) ended in %s: %s\n\n%s", f.What, f.Event.EventID, f.Event.OptType, f.Event.Status, msg, after))
		return
	}
	diags.AddError(summary, fmt.Sprintf("%s\n\n%s", err, after))
}
