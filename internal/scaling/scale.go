package scaling

// The scaling workflow: the platform answers 200 also when it changed
// nothing, so each accepted scaling is read back and checked, and it
// refuses a count the cluster already runs (10104), which is done.

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// fresh reads the component from the server, past the read cache.
func (r *scalingResource) fresh(ctx context.Context, ref client.ComponentRef, diags *diag.Diagnostics) (client.Component, bool) {
	c, err := r.api.FreshComponent(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component's scaling", err, ref)
		return c, false
	}
	return c, true
}

// write applies the plan's values to the component and records what the
// platform then has. It reports false, with an error, when a scaling
// failed or did not take.
func (r *scalingResource) write(ctx context.Context, plan *scalingModel, current client.Component, priv tfid.PrivateStore, diags *diag.Diagnostics) bool {
	have := confirmedSettings(ctx, priv, current)
	now, ok := r.apply(ctx, plan.ref(), current, have, plan.wanted(have), priv, diags)
	if !ok {
		return false
	}
	plan.setFrom(now, confirmedSettings(ctx, priv, now))
	return true
}

// apply scales the component from have to want, vertically then
// horizontally, and returns the component as the platform has it after.
// Each step waits first for the component's previous operation to end:
// the platform refuses an operation while the last one runs (a vertical
// scaling of a running component is a rolling upgrade).
func (r *scalingResource) apply(ctx context.Context, ref client.ComponentRef, c client.Component, have, want settings, priv tfid.PrivateStore, diags *diag.Diagnostics) (client.Component, bool) {
	if want.vertical() != have.vertical() {
		mark, err := platform.WhenComponentIdle(ctx, r.api, ref, "the vertical scaling", func() error {
			return r.api.ScaleVertical(ctx, ref, want.vertical().request())
		})
		if err != nil {
			after, took := r.tookEffect(ctx, ref, err, func(got client.Component) bool { return settingsOf(got).vertical() == want.vertical() })
			if !took {
				platform.AddComponentReadError(diags, "Cannot change the component's memory, CPU and GPU", err, ref)
				return c, false
			}
			c = after
		} else {
			var ok bool
			if c, ok = r.scaled(ctx, ref, mark, optVertical, "the vertical scaling", diags); !ok {
				return c, false
			}
		}
		if got := settingsOf(c).vertical(); got != want.vertical() {
			diags.AddError("The platform did not scale the component", noChangeDetail(c, "memory, CPU and GPU", got.String(), want.vertical().String()))
			return c, false
		}
	}
	if want.Replicas == confirmedSettings(ctx, priv, c).Replicas {
		return c, true
	}
	mark, err := platform.WhenComponentIdle(ctx, r.api, ref, "the horizontal scaling", func() error {
		return r.api.ScaleHorizontal(ctx, ref, client.HorizontalScaleRequest{NewNode: want.Replicas})
	})
	switch {
	case client.IsNoScaleChange(err):
		// The cluster runs that count already; the platform keeps its
		// own record (min_node) as it was.
		confirmReplicas(ctx, priv, platform.Deref(c.MinNode), want.Replicas)
		return c, true
	case err != nil:
		after, took := r.tookEffect(ctx, ref, err, func(got client.Component) bool { return platform.Deref(got.MinNode) == want.Replicas })
		if !took {
			platform.AddComponentReadError(diags, "Cannot change the component's instance count", err, ref)
			return c, false
		}
		c = after
	default:
		var ok bool
		if c, ok = r.scaled(ctx, ref, mark, optHorizontal, "the horizontal scaling", diags); !ok {
			return c, false
		}
	}
	if got := platform.Deref(c.MinNode); got != want.Replicas {
		diags.AddError("The platform did not scale the component", noChangeDetail(c, "instance count", fmt.Sprint(got), fmt.Sprint(want.Replicas)))
		return c, false
	}
	confirmReplicas(ctx, priv, 0, 0)
	return c, true
}

// The opt_types of the scalings' events (region api/middleware WrapEL).
const (
	optVertical   = "vertical-service"
	optHorizontal = "horizontal-service"
)

// scaled waits for an accepted scaling's own event to end (a vertical
// scaling of a running component is a rolling upgrade), and returns the
// component as the platform has it then; an event that ended in failure
// is reported with its message.
func (r *scalingResource) scaled(ctx context.Context, ref client.ComponentRef, mark platform.EventMark, optType, what string, diags *diag.Diagnostics) (client.Component, bool) {
	c, _, err := platform.WaitForOperation(ctx, r.api, ref, platform.Wait{What: what, Mark: mark, OptTypes: []string{optType}})
	if f, failed := platform.IsOperationFailed(err); failed {
		diags.AddError("The platform's scaling of the component failed", f.Error())
		return c, false
	}
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot follow the scaling of the component", err, ref)
		return c, false
	}
	return c, true
}

// tookEffect settles a scaling whose answer was an error. When the
// platform may have acted (the answer was lost, or a proxy's 5xx came
// after the work), the component is read back: showing the values asked
// for, the scaling took effect and counts as done, so that the resource is
// neither tainted nor scaled back and again. Any other error stands.
func (r *scalingResource) tookEffect(ctx context.Context, ref client.ComponentRef, err error, took func(client.Component) bool) (client.Component, bool) {
	if !client.MayHaveActed(err) {
		return client.Component{}, false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	c, readErr := r.api.FreshComponent(lookCtx, ref)
	if readErr != nil || !took(c) {
		return c, false
	}
	tflog.Warn(ctx, "A scaling's answer was lost, and the component read back shows it took effect; counted as done", map[string]any{
		"service_id": ref.ServiceID, "error": err.Error(),
	})
	return c, true
}

func noChangeDetail(c client.Component, what, got, want string) string {
	return fmt.Sprintf("The platform accepted the change of the %s of component %s (HTTP 200) but did not make it: it has %s, not %s. "+
		"It answers so for a component not yet created in the cluster (its create_status is %q, not \"complete\"). "+
		"Deploy the component first, then apply again.", what, c.ServiceAlias, got, want, platform.Deref(c.CreateStatus))
}

// restore writes the adopted scaling back. A component that is gone has
// nothing to restore.
func (r *scalingResource) restore(ctx context.Context, state scalingModel, adopted settings, diags *diag.Diagnostics) {
	c, err := r.api.FreshComponent(ctx, state.ref())
	if client.IsComponentGone(err) {
		return
	}
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component to restore its scaling", err, state.ref())
		return
	}
	if _, ok := r.apply(ctx, state.ref(), c, settingsOf(c), adopted, nil, diags); !ok {
		diags.AddError("Cannot restore the component's scaling",
			fmt.Sprintf("restore_on_destroy is set, but writing back the adopted scaling (%s) failed; the resource stays in state. Fix the cause and destroy again, or set restore_on_destroy = false to only forget it.", adopted))
	}
}

// saveAfterFailedWrite records the component as the server has it after a
// scaling that failed (or did not take), so that the state claims nothing
// the platform lacks and keeps the adopted scaling for restore_on_destroy.
func (r *scalingResource) saveAfterFailedWrite(ctx context.Context, m *scalingModel, before client.Component, state *tfsdk.State, diags *diag.Diagnostics) {
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	c, err := r.api.FreshComponent(lookCtx, m.ref())
	if err != nil {
		c = before
	}
	m.setFrom(c, settingsOf(c))
	diags.Append(state.Set(ctx, m)...)
}

// warnVertical warns that a change of memory, CPU or GPU restarts the
// component's running instances.
func warnVertical(want, have settings, diags *diag.Diagnostics) {
	if want.vertical() == have.vertical() {
		return
	}
	diags.AddWarning("Vertical scaling restarts running instances",
		fmt.Sprintf("The plan changes the component from %s to %s. The platform applies this with a rolling upgrade: each running instance is recreated with the new limits. "+
			"A closed component gets them at its next start.", have.vertical(), want.vertical()))
}

// replicasKey keeps, in private state, an instance count that the cluster
// confirmed (10104) while the platform's record says otherwise.
const replicasKey = "confirmed_replicas"

type confirmed struct {
	MinNode  int64 `json:"min_node"` // the platform's record when the count was confirmed
	Replicas int64 `json:"replicas"` // the count the cluster runs
}

// confirmReplicas records a count the cluster confirmed; a zero count
// forgets it.
func confirmReplicas(ctx context.Context, priv tfid.PrivateStore, minNode, replicas int64) {
	if priv == nil {
		return
	}
	var b []byte
	if replicas != 0 {
		b, _ = json.Marshal(confirmed{MinNode: minNode, Replicas: replicas})
	}
	_ = priv.SetKey(ctx, replicasKey, b)
}

// confirmedSettings are the component's settings, with the instance count
// the cluster confirmed in place of the platform's record, as long as that
// record has not changed since.
func confirmedSettings(ctx context.Context, priv tfid.PrivateStore, c client.Component) settings {
	s := settingsOf(c)
	if priv == nil {
		return s
	}
	b, _ := priv.GetKey(ctx, replicasKey)
	var k confirmed
	if len(b) > 0 && json.Unmarshal(b, &k) == nil && k.MinNode == s.Replicas && k.Replicas != 0 {
		s.Replicas = k.Replicas
	}
	return s
}
