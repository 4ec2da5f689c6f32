package component

// The safe create: the platform's component create is not idempotent,
// and its failures after the record is saved answer a 500 that is not
// JSON, with no id. So a create is never repeated blindly: after any
// answer that may have acted, the app's components are listed and the
// component is looked for by its k8s_component_name, and whether it is
// this create's own is decided by the one adoption rule (tfid.CreateAttempts).

import (
	"context"
	"errors"
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// k8sNameClaimKind is the claim a create takes on its app and
// k8s_component_name for the run.
const k8sNameClaimKind = "component-k8s-name"

// nonBlank matches a value with something else than white space.
var nonBlank = regexp.MustCompile(`\S`)

// create makes the component and returns it as the platform has it.
func (r *componentResource) create(ctx context.Context, plan, config componentModel, diags *diag.Diagnostics) (client.Component, bool) {
	body := client.CreateComponentRequest{
		GroupID:          plan.AppID.ValueInt64(),
		ServiceCname:     plan.ComponentName.ValueString(),
		Image:            plan.Image.ValueString(),
		K8sComponentName: plan.K8sComponentName.ValueString(),
		UserName:         config.Username.ValueString(),
		Password:         config.Password.ValueString(),
		IsDeploy:         plan.Running.ValueBool(),
	}
	var attempts tfid.CreateAttempts
	if !r.nothingBefore(ctx, plan, &attempts, diags) {
		return client.Component{}, false
	}
	made, err := r.api.CreateComponent(ctx, plan.appRef(), body)
	if err == nil {
		ref := plan.ref()
		ref.ServiceID = made.ServiceID
		c, rerr := r.api.FreshComponent(ctx, ref)
		if rerr != nil {
			diags.AddWarning("Cannot read the new component back",
				fmt.Sprintf("Component %s was created (id %s), but reading it failed: %s. The state records what the create asked for; the next refresh reads the rest.", plan.label(), made.ServiceID, rerr))
			return planned(plan, made.ServiceID), true
		}
		return c, true
	}
	attempts.Failed(err)
	return r.afterFailedCreate(ctx, plan, &attempts, err, diags)
}

// afterFailedCreate settles a create that failed: when it may have acted
// (its answer was lost, or it was a 5xx), or the platform says the k8s
// name is taken, the component of that name is looked for and judged.
func (r *componentResource) afterFailedCreate(ctx context.Context, plan componentModel, attempts *tfid.CreateAttempts, createErr error, diags *diag.Diagnostics) (client.Component, bool) {
	taken := client.IsK8sComponentNameTaken(createErr)
	if !taken && !attempts.MayHaveActed() {
		platform.AddAppReadError(diags, "Cannot create the component", createErr, plan.appRef(), "k8s_component_name", plan.K8sComponentName.ValueString())
		return client.Component{}, false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	comps, err := r.api.AppComponents(lookCtx, plan.appRef())
	if err != nil {
		diags.AddError("Cannot create the component",
			fmt.Sprintf("%s\n\nThe platform may have created %s, and listing the app's components to find out failed: %s. "+
				"Look for it in the console before applying again (import it if it is there).", createErr, plan.label(), err))
		return client.Component{}, false
	}
	f, found := r.foundIn(comps, plan)
	verdict := attempts.Judge(f)
	switch verdict {
	case tfid.Adopt:
		diags.AddWarning("Component found after an uncertain create",
			fmt.Sprintf("Creating %s did not return a clear answer (%s), and the app has a component of that k8s_component_name with the planned name and image (id %s), which was not there before the create. "+
				"It is this create's: Terraform manages it.", plan.label(), createErr, found.ServiceID))
		return found, true
	case tfid.RefuseOther:
		diags.AddError("A different component holds the k8s_component_name",
			fmt.Sprintf("Creating %s did not return a clear answer (%s). The app now has a component of that k8s_component_name, but with name %q and image %q, not the planned ones, "+
				"so Terraform does not take it over. Look at it in the console; import it (terraform import <address> %s) if it is the one meant.",
				plan.label(), createErr, platform.Deref(found.ServiceCname), found.Image, importIDOf(plan, found)))
	case tfid.RefuseExisting, tfid.RefuseClaimed:
		refuseFound(verdict, plan, found, f.ClaimedBy, diags)
	default:
		if taken {
			platform.AddAppReadError(diags, "Cannot create the component", createErr, plan.appRef(), "k8s_component_name", plan.K8sComponentName.ValueString())
			break
		}
		diags.AddError("Cannot create the component",
			fmt.Sprintf("%s\n\nThe app has no component with k8s_component_name %q now, so nothing was created, unless the platform is still at work on it: "+
				"apply again. Should the component appear meanwhile, the next apply stops with an import hint instead of making a second one.", createErr, plan.K8sComponentName.ValueString()))
	}
	return client.Component{}, false
}

// nothingBefore reads, before the first attempt, whether the app already
// has a component of the planned k8s_component_name (one list), and hands
// it to the adoption rule: such a component predates the create, so it is
// refused at once with the import hint and nothing is sent. It also keeps
// it from being adopted after a failed attempt. A component that a
// destroy of this apply deletes (a renamed for_each key) is waited for.
func (r *componentResource) nothingBefore(ctx context.Context, plan componentModel, attempts *tfid.CreateAttempts, diags *diag.Diagnostics) bool {
	// Two creates of this run for one app and k8s_component_name: the
	// later one is refused before it reads or sends anything, whatever
	// order their writes reach the platform (the other one holds the
	// component's id only once its create returned). App ids are unique
	// across teams, so the team's spelling does not matter.
	if r.claims != nil && !r.claims.Take(k8sNameClaimKind, fmt.Sprintf("%s/%d/%s", plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.K8sComponentName.ValueString())) {
		diags.AddError("The k8s_component_name is held by another resource",
			fmt.Sprintf("Another rainbond_component of this configuration creates a component with k8s_component_name %q in app %d in this apply, so %s cannot be created: "+
				"the name is unique in the app, and nothing was sent. Give each rainbond_component its own k8s_component_name.",
				plan.K8sComponentName.ValueString(), plan.AppID.ValueInt64(), plan.label()))
		return false
	}
	comps, err := r.api.AppComponents(ctx, plan.appRef())
	if err != nil {
		platform.AddAppReadError(diags, "Cannot create the component: listing the app's components failed", err, plan.appRef(), "k8s_component_name", plan.K8sComponentName.ValueString())
		return false
	}
	f, found := r.foundIn(comps, plan)
	if f.Exists && r.claims.DeletedInThisRun(ctx, claimKind, f.ID, tfid.DeleteGrace) {
		// A destroy of this apply deletes it (a renamed for_each key):
		// wait for it, then look again.
		if !r.claims.WaitForDelete(ctx, claimKind, f.ID) {
			diags.AddError("Cannot create the component",
				fmt.Sprintf("App %d has a component with k8s_component_name %q (id %s) that this apply destroys, and its delete failed or did not end in time, so %s cannot be created beside it: "+
					"the name is unique in the app. Fix the delete's error (reported for the other resource) and apply again.", plan.AppID.ValueInt64(), plan.K8sComponentName.ValueString(), f.ID, plan.label()))
			return false
		}
		if comps, err = r.api.AppComponents(ctx, plan.appRef()); err != nil {
			platform.AddAppReadError(diags, "Cannot create the component: listing the app's components failed", err, plan.appRef(), "k8s_component_name", plan.K8sComponentName.ValueString())
			return false
		}
		f, found = r.foundIn(comps, plan)
	}
	verdict := attempts.Before(f)
	if verdict == tfid.NothingFound {
		return true
	}
	refuseFound(verdict, plan, found, f.ClaimedBy, diags)
	return false
}

// foundIn is what the adoption rule learns of the component of the
// planned k8s_component_name among comps.
func (r *componentResource) foundIn(comps []client.Component, plan componentModel) (tfid.Found, client.Component) {
	found, exists := byK8sName(comps, plan.K8sComponentName.ValueString())
	if !exists {
		return tfid.Found{}, found
	}
	return tfid.Found{
		Exists: true, ID: found.ServiceID, Matches: matches(found, plan),
		ClaimedBy: r.claims.HeldBy(claimKind, found.ServiceID, "a rainbond_component of this configuration"),
	}, found
}

// refuseFound reports a component of the planned k8s_component_name that
// this create does not take: one that was there before it, or one another
// resource of the run holds.
func refuseFound(verdict tfid.Verdict, plan componentModel, found client.Component, claimedBy string, diags *diag.Diagnostics) {
	if verdict == tfid.RefuseClaimed {
		diags.AddError("The k8s_component_name is held by another resource",
			fmt.Sprintf("The component with k8s_component_name %q (id %s) is held by %s, which this apply does not delete first. The name is unique in the app: "+
				"give each rainbond_component its own k8s_component_name. If this is a replacement with create_before_destroy, the new component cannot exist beside the old one: "+
				"remove create_before_destroy, or change k8s_component_name with the replacement.", plan.K8sComponentName.ValueString(), found.ServiceID, claimedBy))
		return
	}
	diags.AddError("The k8s_component_name is taken",
		fmt.Sprintf("App %d already has a component with k8s_component_name %q (%q, id %s) that this apply did not create, so Terraform does not take it over. "+
			"Import it (terraform import <address> %s) or choose another k8s_component_name. "+
			"If this create replaces this resource's own component under create_before_destroy, the new component cannot exist beside the old one (the name is unique in the app): "+
			"remove create_before_destroy, or change k8s_component_name with the replacement.",
			plan.AppID.ValueInt64(), plan.K8sComponentName.ValueString(), platform.Deref(found.ServiceCname), found.ServiceID, importIDOf(plan, found)))
}

// importIDOf is the import ID of a component found in the planned app.
func importIDOf(plan componentModel, found client.Component) string {
	return componentIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), found.ServiceID)
}

// byK8sName picks the component of a k8s_component_name, unique in an app.
func byK8sName(comps []client.Component, name string) (client.Component, bool) {
	for _, c := range comps {
		if c.K8sComponentName == name {
			return c, true
		}
	}
	return client.Component{}, false
}

// matches reports whether a component is the one the plan describes: the
// name and the image are what a create sets.
func matches(c client.Component, plan componentModel) bool {
	return platform.Deref(c.ServiceCname) == plan.ComponentName.ValueString() && c.Image == plan.Image.ValueString()
}

// planned is the component as the create asked for it, when it cannot be
// read back.
func planned(plan componentModel, serviceID string) client.Component {
	name := plan.ComponentName.ValueString()
	return client.Component{ServiceID: serviceID, ServiceCname: &name, K8sComponentName: plan.K8sComponentName.ValueString(), Image: plan.Image.ValueString()}
}

// deployNew follows the new component to the state the plan asks for: a
// component left "creating" is reported (it cannot be finished through
// the API), and with running = true the first build is waited for. It
// returns the component as last read; errors leave it in state, tainted.
func (r *componentResource) deployNew(ctx context.Context, plan *componentModel, c client.Component, diags *diag.Diagnostics) client.Component {
	plan.ServiceID = stringValue(c.ServiceID)
	ref := plan.ref()
	if cs := platform.Deref(c.CreateStatus); cs != "" && cs != "complete" {
		diags.AddError("The component was not created in the cluster",
			fmt.Sprintf("%s (id %s) has create_status %q: the platform saved it, but its cluster create failed, and the API cannot finish it. "+
				"It is kept in state, tainted: the next apply deletes it and creates it again.", plan.label(), c.ServiceID, cs))
		return c
	}
	if !plan.Running.ValueBool() {
		return c
	}
	if _, ok := runningOf(platform.Deref(c.Status)); ok && platform.Deref(c.Status) == "running" {
		return c
	}
	if !r.firstBuildStarted(ctx, ref, diags) {
		return c
	}
	now, event, err := platform.WaitForOperation(ctx, r.api, ref, platform.Wait{
		What:     fmt.Sprintf("the first build of %s", plan.label()),
		OptTypes: []string{optBuild, optStart},
		Want:     isRunning, WantText: `status "running"`,
	})
	if now.ServiceID == "" {
		now = c
	}
	if errors.Is(err, context.DeadlineExceeded) && (event == nil || event.FinalStatus == "") {
		// Out of time, not failed: the build goes on, and deleting the
		// component mid-build would only start it over.
		diags.AddError("The component's first build did not finish in time",
			fmt.Sprintf("%s (id %s) was created, and its first build did not finish within the create's time: it is still running on the platform (%s).\n\n"+
				"The component is kept in state, tainted: the next apply would delete it and create it again. To keep it and let the build finish, "+
				"run terraform untaint <address> (this resource's address), raise timeouts.create or timeouts.update if builds take longer, and apply again: "+
				"the apply waits for the build in progress, then deploys the image.", plan.label(), c.ServiceID, err))
		return now
	}
	if err != nil {
		addDeployError(diags, "The component's first build failed", err,
			"The component exists and is kept in state, tainted: the next apply deletes it and creates it again. Fix the image (or the registry credentials) first.")
	}
	return now
}

// firstBuildStarted makes sure a build runs: a create whose deploy the
// platform refused, or whose answer was lost before it, left none; then
// the component is deployed now.
func (r *componentResource) firstBuildStarted(ctx context.Context, ref client.ComponentRef, diags *diag.Diagnostics) bool {
	page, err := r.api.ComponentEvents(ctx, ref, 1, 1)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the new component's events", err, ref)
		return false
	}
	if len(page.Events) > 0 {
		return true
	}
	if err := r.api.OperateApp(ctx, ref.App(), client.AppOperation{Action: client.OperationDeploy, ServiceIDs: []string{ref.ServiceID}}); err != nil {
		platform.AddComponentReadError(diags, "Cannot deploy the new component", err, ref)
		return false
	}
	return true
}
