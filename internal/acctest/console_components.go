package acctest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// componentConsole makes console-side changes of components and their
// variables.
type componentConsole interface {
	// RemoveComponent deletes a component with its ports and rules.
	RemoveComponent(service string) error
	// EditComponent changes a component out of band; its service_id is
	// kept.
	EditComponent(service string, fn func(*mockgateway.Component)) error
	// PutEnv sets a variable of a component, as the console does; a name
	// the API refuses can be stored this way.
	PutEnv(service string, env mockgateway.ComponentEnv) error
	// RemoveEnv deletes a variable of a component, as the console does.
	RemoveEnv(service, name string) error
}

// RemoveComponent stops the component first if it runs, as the console
// requires (its delete refuses a running component with a 409).
func (k kitConsole) RemoveComponent(service string) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	if c, _ := k.env.GW.Component(service); c.Status != "closed" && c.Status != "undeploy" {
		app := client.AppRef{TeamID: ref.TeamID, RegionName: ref.RegionName, AppID: ref.AppID}
		if err := k.api.OperateApp(context.Background(), app, client.AppOperation{Action: client.OperationStop, ServiceIDs: []string{c.ServiceID}}); err != nil {
			return k.done(fmt.Errorf("stopping component %s before its delete on the console: %w", service, err))
		}
	}
	return k.done(k.api.DeleteComponent(context.Background(), ref, true))
}

// componentStatusActions are the statuses a console user sets with the
// component operations (the region reports the others on its own pace).
var componentStatusActions = map[string]string{"closed": client.OperationStop, "running": client.OperationStart}

// componentOnlyInMock are the fields of mockgateway.Component that no
// console model column holds: a change of them is the mock's alone.
var componentOnlyInMock = []string{"perf_plugin", "region_status_fails", "endpoints_type", "endpoints", "access_infos"}

// EditComponent makes the change as the console would: the status through
// the component operations (stop, start), the image through the image
// change, and the rest (names, resources...) through the console's
// component model, which only its UI edits.
func (k kitConsole) EditComponent(service string, fn func(*mockgateway.Component)) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	was, _ := k.env.GW.Component(service)
	now := was
	fn(&now)
	set, err := componentChanges(was, now)
	if err != nil {
		return err
	}
	ctx := context.Background()
	if _, ok := set["image"]; ok {
		if err := k.api.ChangeComponentImage(ctx, ref, now.Image); err != nil {
			return k.done(fmt.Errorf("changing component %s's image on the console: %w", service, err))
		}
		delete(set, "image")
		// The image change sets the version to the image's tag.
		if tag := now.Image[strings.LastIndex(now.Image, ":")+1:]; tag == now.Version {
			delete(set, "version")
		}
	}
	if st, ok := set["status"]; ok {
		action, known := componentStatusActions[st.(string)]
		if !known {
			return k.done(fmt.Errorf("the console kit sets a component's status to closed or running only (the region stand-in keeps no other), not %q: keep the test on the mock", st))
		}
		app := client.AppRef{TeamID: ref.TeamID, RegionName: ref.RegionName, AppID: ref.AppID}
		if err := k.api.OperateApp(ctx, app, client.AppOperation{Action: action, ServiceIDs: []string{was.ServiceID}}); err != nil {
			return k.done(fmt.Errorf("%s component %s on the console: %w", action, service, err))
		}
		delete(set, "status")
	}
	if app, ok := set["app_id"]; ok {
		// The console keeps a component's app in its own relation row,
		// which the UI's "move to another app" changes.
		if err := k.model("update", "component_app", map[string]any{"service_id": was.ServiceID}, map[string]any{"group_id": app}); err != nil {
			return k.done(err)
		}
		delete(set, "app_id")
	}
	if len(set) > 0 {
		if err := k.model("update", "component", map[string]any{"service_id": was.ServiceID}, set); err != nil {
			return k.done(err)
		}
	}
	return k.done(nil)
}

// componentChanges are the fields fn changed, by the console model's
// column names (the fixture's JSON names).
func componentChanges(was, now mockgateway.Component) (map[string]any, error) {
	if now.ServiceID != was.ServiceID {
		return nil, fmt.Errorf("component %s: the console keeps a component's service_id", was.ServiceID)
	}
	a, b := map[string]any{}, map[string]any{}
	for _, x := range []struct {
		c mockgateway.Component
		m *map[string]any
	}{{was, &a}, {now, &b}} {
		raw, err := json.Marshal(x.c)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(raw, x.m); err != nil {
			return nil, err
		}
	}
	set := map[string]any{}
	var mockOnly []string
	for key, v := range b {
		if reflect.DeepEqual(a[key], v) {
			continue
		}
		for _, m := range componentOnlyInMock {
			if key == m {
				mockOnly = append(mockOnly, key)
			}
		}
		set[key] = v
	}
	if len(mockOnly) > 0 {
		sort.Strings(mockOnly)
		return nil, fmt.Errorf("component %s: the console has no place for %v; keep the test on the mock", was.ServiceID, mockOnly)
	}
	return set, nil
}

// PutEnv sets the variable through the API's variable upsert, as the
// console's variable page does. A name the API refuses (the console's UI
// stores some) goes into the console's variable model instead, as does a
// change of scope, which the upsert never makes.
func (k kitConsole) PutEnv(service string, e mockgateway.ComponentEnv) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	c, _ := k.env.GW.Component(service)
	saved, err := k.api.UpdateComponentEnvs(context.Background(), ref, []client.ComponentEnv{{Name: e.Name, Value: e.Value, Note: e.Note, Scope: e.Scope, IsChange: &e.IsChange}})
	if ae, ok := client.AsAPIError(err); ok && ae.StatusCode == http.StatusBadRequest || err == nil && !hasEnv(saved, e) {
		err = k.putEnvRow(c, e)
	}
	if err != nil {
		return k.done(fmt.Errorf("setting variable %s of component %s on the console: %w", e.Name, service, err))
	}
	return k.done(nil)
}

func hasEnv(list []client.ComponentEnv, e mockgateway.ComponentEnv) bool {
	for _, s := range list {
		if s.Name == e.Name && s.Value == e.Value && s.Note == e.Note && (e.Scope == "" || s.Scope == e.Scope) {
			return true
		}
	}
	return false
}

// putEnvRow writes the variable into the console's model (admin.py
// put_env of admin_components.py).
func (k kitConsole) putEnvRow(c mockgateway.Component, e mockgateway.ComponentEnv) error {
	a, err := startKitAdmin()
	if err != nil {
		return err
	}
	return a.run(map[string]any{"op": "put_env", "tenant_id": c.TenantID, "service_id": c.ServiceID, "env": e}, nil)
}

// RemoveEnv deletes the variable from the console's model: the API has no
// delete of a variable.
func (k kitConsole) RemoveEnv(service, name string) error {
	if err := k.begin(); err != nil {
		return err
	}
	c, ok := k.env.GW.Component(service)
	if !ok {
		return fmt.Errorf("the console has no component %q", service)
	}
	return k.done(k.model("delete", "env", map[string]any{"service_id": c.ServiceID, "attr_name": name}, nil))
}
