package app

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

func plannedApp(name, note string) appModel {
	return appModel{
		TeamID: types.StringValue("t"), RegionName: types.StringValue("r"), ForceDestroy: types.BoolValue(false),
		appValues: appValues{AppName: types.StringValue(name), Note: types.StringValue(note)},
	}
}

func ptr[T any](v T) *T { return &v }

// After a create that may have acted, the app of that name is adopted only
// when its note is the planned one; a refusal for another reason looks
// nothing up.
func TestAfterFailedCreate(t *testing.T) {
	cases := map[string]struct {
		apps      []client.App
		err       error
		adopted   bool
		wantError string
		claimed   bool // another resource of the run holds app 4
	}{
		"lost answer, app there":                    {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("n")}}, lostAnswer, true, "", false},
		"lost answer, no app":                       {nil, lostAnswer, false, "nothing was created", false},
		"retry finds the planned app":               {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("n")}}, retriedNameTaken, true, "", false},
		"first attempt: name taken":                 {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("n")}}, nameTaken, false, "t/r/4", false},
		"name taken by another app":                 {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("x")}}, nameTaken, false, "t/r/4", false},
		"a longer name is not the app":              {[]client.App{{ID: 4, GroupName: "orders-old", Note: ptr("n")}}, lostAnswer, false, "nothing was created", false},
		"validation refusal, no look-up":            {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("n")}}, &client.APIError{StatusCode: http.StatusBadRequest, Message: "app_name illegal"}, false, "illegal", false},
		"lost answer, another note":                 {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("x")}}, lostAnswer, false, "another note", false},
		"lost answer, app held by another resource": {[]client.App{{ID: 4, GroupName: "orders", Note: ptr("n")}}, lostAnswer, false, "another rainbond_app", true},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			r := &appResource{api: &fakeAPI{apps: c.apps}, claims: tfid.NewClaims()}
			if c.claimed {
				r.claim(4)
			}
			var attempts tfid.CreateAttempts
			attempts.Before(tfid.Found{}) // the read before the first attempt found no app of the name
			attempts.Failed(c.err)
			var diags diag.Diagnostics
			app, ok := r.afterFailedCreate(context.Background(), plannedApp("orders", "n"), &attempts, c.err, &diags)
			if ok != c.adopted || (ok && app.ID != 4) {
				t.Fatalf("adopted %v (app %d), want %v; %v", ok, app.ID, c.adopted, diags)
			}
			if c.wantError != "" && (!diags.HasError() || !strings.Contains(diags.Errors()[0].Detail(), c.wantError)) {
				t.Fatalf("errors %v, want one saying %q", diags.Errors(), c.wantError)
			}
		})
	}
}

// Destroy with components and force_destroy off writes nothing.
func TestDeleteRefusesWithComponents(t *testing.T) {
	api := &fakeAPI{components: []client.Component{{ServiceAlias: "gra", ServiceCname: ptr("web"), Status: ptr("closed")}}}
	r := &appResource{api: api}
	var diags diag.Diagnostics
	state := plannedApp("orders", "")
	state.AppID = types.Int64Value(4)
	r.delete(context.Background(), state, &diags)
	if !diags.HasError() || len(api.writes) != 0 {
		t.Fatalf("errors %v, writes %v: want a refusal and no write", diags, api.writes)
	}
	state.ForceDestroy = types.BoolValue(true)
	diags = nil
	r.delete(context.Background(), state, &diags)
	if diags.HasError() || len(api.writes) != 1 {
		t.Fatalf("with force_destroy: errors %v, writes %v", diags, api.writes)
	}
}

// Destroy forgets the app only on the platform's own 404 for it; a 404
// from a proxy or a wrong base_url is an error that keeps the state.
func TestDeleteGoneOnlyOnThePlatformsNotFound(t *testing.T) {
	cases := map[string]struct {
		err     error
		wantErr bool
	}{
		"no found app": {&client.APIError{StatusCode: http.StatusNotFound, Code: 404, Message: "no found app"}, false},
		"html page":    {&client.APIError{StatusCode: http.StatusNotFound, Message: "<html>404 Not Found</html>"}, true},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			api := &fakeAPI{listErr: c.err}
			r := &appResource{api: api}
			var diags diag.Diagnostics
			state := plannedApp("orders", "")
			state.AppID = types.Int64Value(4)
			r.delete(context.Background(), state, &diags)
			if diags.HasError() != c.wantErr || len(api.writes) != 0 {
				t.Fatalf("errors %v, writes %v: want error %v and no write", diags, api.writes, c.wantErr)
			}
		})
	}
}
