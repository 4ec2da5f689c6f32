package acctest

import (
	"context"
	"fmt"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// appConsole makes console-side changes of apps.
type appConsole interface {
	// RemoveApp deletes an app with its components.
	RemoveApp(appID int64) error
	// EditApp changes an app's name or note.
	EditApp(appID int64, fn func(*mockgateway.App)) error
	// PutApp adds an app made in the console (a zero ID gets the next
	// one); TenantID may be the team name. It answers the app as the
	// console holds it.
	PutApp(a mockgateway.App) (mockgateway.App, error)
}

func (k kitConsole) RemoveApp(appID int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	for _, a := range k.env.GW.Apps() {
		if a.ID == appID {
			return k.done(k.api.DeleteApp(context.Background(), client.AppRef{TeamID: a.TenantID, RegionName: a.RegionName, AppID: a.ID}))
		}
	}
	return fmt.Errorf("the console has no app %d", appID)
}

// EditApp edits the console's record, as its UI's app settings do; a
// move to another region goes into the console's app model (no route
// moves an app).
func (k kitConsole) EditApp(appID int64, fn func(*mockgateway.App)) error {
	if err := k.begin(); err != nil {
		return err
	}
	for _, was := range k.env.GW.Apps() {
		if was.ID != appID {
			continue
		}
		now := was
		fn(&now)
		set := map[string]any{"group_name": now.GroupName}
		if now.RegionName != was.RegionName {
			set["region_name"] = now.RegionName
		}
		if now.Note != nil {
			set["note"] = *now.Note
		}
		return k.done(k.model("update", "app", map[string]any{"ID": appID}, set))
	}
	return fmt.Errorf("the console has no app %d", appID)
}

// PutApp creates a new app through the console's app create, as its UI
// does, so that the console gives it its id and defaults; an app whose ID
// the test chooses is added through the models (see add).
func (k kitConsole) PutApp(a mockgateway.App) (mockgateway.App, error) {
	if err := k.begin(); err != nil {
		return a, err
	}
	if a.ID != 0 {
		filled, err := k.env.GW.PutApp(a)
		if err != nil {
			return a, err
		}
		if err := k.done(k.add(mockgateway.Fixture{Apps: []mockgateway.App{filled}})); err != nil {
			return a, err
		}
		return k.app(filled.ID)
	}
	t, err := k.team(a.TenantID)
	if err != nil {
		return a, err
	}
	req := client.CreateAppRequest{AppName: a.GroupName}
	if a.Note != nil {
		req.AppNote = *a.Note
	}
	made, err := k.api.CreateApp(context.Background(), t.TenantID, a.RegionName, req)
	if err := k.done(err); err != nil {
		return a, err
	}
	return k.app(made.ID)
}

func (k kitConsole) app(id int64) (mockgateway.App, error) {
	for _, a := range k.env.GW.Apps() {
		if a.ID == id {
			return a, nil
		}
	}
	return mockgateway.App{}, fmt.Errorf("the console has no app %d", id)
}
