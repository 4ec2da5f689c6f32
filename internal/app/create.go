package app

// The safe create: the platform's app create is not idempotent, so a
// create whose answer was lost, or whose retry found the name taken, looks
// the app up by name before it reports anything, and decides by the
// provider's one adoption rule (tfid.CreateAttempts).

import (
	"context"
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// create makes the app and returns it as the app list shows it, so that
// the state holds what a refresh will read.
func (r *appResource) create(ctx context.Context, plan appModel, diags *diag.Diagnostics) (client.App, bool) {
	team, region, name := plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppName.ValueString()
	req := client.CreateAppRequest{AppName: name, AppNote: plan.Note.ValueString()}
	var attempts tfid.CreateAttempts
	if !r.nothingBefore(ctx, plan, &attempts, diags) {
		return client.App{}, false
	}
	created, err := r.api.CreateApp(ctx, team, region, req)
	if err != nil {
		attempts.Failed(err)
		return r.afterFailedCreate(ctx, plan, &attempts, err, diags)
	}
	r.claim(created.ID)
	app, found, err := r.api.FindApp(ctx, team, region, created.ID)
	switch {
	case err != nil:
		diags.AddWarning("Cannot read the new app back",
			fmt.Sprintf("App %q was created (id %d), but the app list could not be read: %s. The state records the create's answer; the next refresh reads the rest.", name, created.ID, err))
		return *created, true
	case !found:
		diags.AddError("New app vanished", fmt.Sprintf("App %q was created (id %d) but is not in the team's app list; it may have been deleted at the same time.", name, created.ID))
		return client.App{}, false
	}
	return app, true
}

// afterFailedCreate settles a create that failed, by the provider's one
// adoption rule (tfid.CreateAttempts.Judge): the app of that name is
// adopted only when an attempt may have made it (its answer was lost, or a
// retry after such an attempt found the name taken), it has the planned
// note, and no other rainbond_app of this run holds it. A name taken on a
// first attempt is someone else's app, made in the console perhaps: it is
// never adopted, however alike; the error says how to import it.
func (r *appResource) afterFailedCreate(ctx context.Context, plan appModel, attempts *tfid.CreateAttempts, createErr error, diags *diag.Diagnostics) (client.App, bool) {
	team, region, name := plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppName.ValueString()
	taken := client.IsAppNameTaken(createErr)
	if !taken && !attempts.MayHaveActed() {
		diags.AddError("Cannot create the app", platform.ErrorDetail(createErr, team, region))
		return client.App{}, false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	apps, err := r.api.FreshAppsNamed(lookCtx, team, region, name)
	if err != nil {
		diags.AddError("Cannot create the app",
			fmt.Sprintf("%s\n\nThe platform may have created app %q, and listing the apps to find out failed: %s. Look for the app in the console before applying again (import it if it is there).", createErr, name, err))
		return client.App{}, false
	}
	app, found := exactlyNamed(apps, name)
	importHint := fmt.Sprintf("Import it (terraform import <address> %s) or choose another name.", appIDFormat.Build(team, region, app.ID))
	switch attempts.Judge(tfid.Found{Exists: found, ID: strconv.FormatInt(app.ID, 10), Matches: found && app.matches(plan), ClaimedBy: r.claimedBy(app.ID)}) {
	case tfid.Adopt:
		r.claim(app.ID)
		diags.AddWarning("App adopted after an uncertain create",
			fmt.Sprintf("Creating app %q did not return a clear answer (%s), and the team has an app of that name with the planned note (id %d). Terraform manages that app.", name, createErr, app.ID))
		return app.App, true
	case tfid.RefuseExisting:
		diags.AddError("An app of this name already exists", existingAppMessage(plan, app.ID))
	case tfid.RefuseOther:
		diags.AddError("An app of this name already exists",
			fmt.Sprintf("Creating app %q did not return a clear answer (%s). Team %q has an app of that name in region %q (id %d), but with another note than the planned one, "+
				"so it is not the one this apply asked for and Terraform does not take it over. %s", name, createErr, team, region, app.ID, importHint))
	case tfid.RefuseClaimed:
		diags.AddError("An app of this name already exists", claimedAppMessage(plan, app.ID))
	case tfid.NothingFound:
		if taken {
			diags.AddError("Cannot create the app", platform.ErrorDetail(createErr, team, region))
			break
		}
		diags.AddError("Cannot create the app", fmt.Sprintf("%s\n\nNo app named %q is on the platform, so nothing was created; apply again.", createErr, name))
	}
	return client.App{}, false
}

// nothingBefore reads, before the first attempt, whether the team already
// has an app of the planned name (from the run's cached app list, so at
// most one request), and hands the answer to attempts.Before. Such an app
// predates this create: it is refused at once, before anything is sent,
// and never adopted later. false, with an error in diags, stops the create.
func (r *appResource) nothingBefore(ctx context.Context, plan appModel, attempts *tfid.CreateAttempts, diags *diag.Diagnostics) bool {
	team, region, name := plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppName.ValueString()
	apps, err := r.api.Apps(ctx, team, region)
	if err != nil {
		diags.AddError("Cannot create the app",
			fmt.Sprintf("Listing the apps of team %q in region %q, to check that no app is named %q yet, failed: %s. Nothing was created; apply again.", team, region, name, err))
		return false
	}
	app, found := exactlyNamed(apps, name)
	switch attempts.Before(tfid.Found{Exists: found, ID: strconv.FormatInt(app.ID, 10), ClaimedBy: r.claimedBy(app.ID)}) {
	case tfid.RefuseClaimed:
		diags.AddError("An app of this name already exists", claimedAppMessage(plan, app.ID))
		return false
	case tfid.NothingFound:
		return true
	}
	diags.AddError("An app of this name already exists", existingAppMessage(plan, app.ID)+" Nothing was sent to the platform.")
	return false
}

// existingAppMessage refuses an app that predates the create, with the
// import that brings it under management.
func existingAppMessage(plan appModel, id int64) string {
	team, region := plan.TeamID.ValueString(), plan.RegionName.ValueString()
	return fmt.Sprintf("Team %q already has an app named %q in region %q (id %d) that this apply did not create, so Terraform does not take it over. "+
		"Import it (terraform import <address> %s) or choose another name.", team, plan.AppName.ValueString(), region, id, appIDFormat.Build(team, region, id))
}

// claimedAppMessage refuses an app another rainbond_app of the run holds.
func claimedAppMessage(plan appModel, id int64) string {
	return fmt.Sprintf("Team %q has an app named %q in region %q (id %d), and another rainbond_app of this apply holds it. Two resources cannot manage one app: give this one another name.",
		plan.TeamID.ValueString(), plan.AppName.ValueString(), plan.RegionName.ValueString(), id)
}

// appClaim is the claim under which a rainbond_app of the run holds its app.
var appClaim = tfid.ObjectClaim("app")

// claim records that this run's resource holds the app.
func (r *appResource) claim(id int64) { r.claims.Hold(appClaim, strconv.FormatInt(id, 10)) }

// claimedBy names the holder of an app another resource of this run
// created or adopted, or is empty.
func (r *appResource) claimedBy(id int64) string {
	return r.claims.HeldBy(appClaim, strconv.FormatInt(id, 10), "another rainbond_app of this apply")
}

// listedApp is an app found by name.
type listedApp struct{ client.App }

// matches reports whether the app is the one the plan describes: the
// platform checks the name, and the note is the only other thing a create
// sets.
func (a listedApp) matches(plan appModel) bool {
	return platform.Deref(a.Note) == plan.Note.ValueString()
}

// exactlyNamed picks the app named name from a search, which matches
// substrings regardless of case.
func exactlyNamed(apps []client.App, name string) (listedApp, bool) {
	for _, a := range apps {
		if a.GroupName == name {
			return listedApp{a}, true
		}
	}
	return listedApp{}, false
}
