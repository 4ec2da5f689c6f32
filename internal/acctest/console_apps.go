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

// EditApp edits the console's record, as its UI's app settings do.
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
		if now.Note != nil {
			set["note"] = *now.Note
		}
		return k.done(k.model("update", "app", map[string]any{"ID": appID}, set))
	}
	return fmt.Errorf("the console has no app %d", appID)
}
