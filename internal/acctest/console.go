package acctest

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Console makes the changes a test attributes to someone working in the
// console ("the console deleted the port"), on whichever server the test
// runs: the mock through its hooks, the real console through its API where
// the API can, and through its own models (scripts/real-console/admin.py)
// where only its UI could. Every change fails the test when it cannot be
// made. Components are named by service_alias or service_id.
type Console interface {
	// DeletePort deletes a port of a component, closing it first as the
	// console requires.
	DeletePort(t *testing.T, service string, port int64)
	// SetPortAlias changes a port's alias.
	SetPortAlias(t *testing.T, service string, port int64, alias string)
	// DeleteApp deletes an app with its components.
	DeleteApp(t *testing.T, appID int64)
	// SetAppNote changes an app's note.
	SetAppNote(t *testing.T, appID int64, note string)
	// DeleteCertificate deletes a team certificate.
	DeleteCertificate(t *testing.T, team string, id int64)
	// DeleteRule deletes an HTTP rule (a default rule or a custom domain).
	DeleteRule(t *testing.T, httpRuleID string)
	// DeleteComponent deletes a component with its ports and rules.
	DeleteComponent(t *testing.T, service string)
}

// mockConsole makes the changes with the mock's hooks.
type mockConsole struct{ gw *mockgateway.Gateway }

func must(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("the console's change (%s): %v", what, err)
	}
}

func (m mockConsole) DeletePort(t *testing.T, service string, port int64) {
	t.Helper()
	must(t, "delete port", m.gw.RemovePort(service, port))
}

func (m mockConsole) SetPortAlias(t *testing.T, service string, port int64, alias string) {
	t.Helper()
	must(t, "port alias", m.gw.EditPort(service, port, func(p *mockgateway.Port) { p.PortAlias = alias }))
}

func (m mockConsole) DeleteApp(t *testing.T, appID int64) {
	t.Helper()
	must(t, "delete app", m.gw.RemoveApp(appID))
}

func (m mockConsole) SetAppNote(t *testing.T, appID int64, note string) {
	t.Helper()
	must(t, "app note", m.gw.EditApp(appID, func(a *mockgateway.App) { a.Note = &note }))
}

func (m mockConsole) DeleteCertificate(t *testing.T, _ string, id int64) {
	t.Helper()
	must(t, "delete certificate", m.gw.RemoveCertificate(id))
}

func (m mockConsole) DeleteRule(t *testing.T, httpRuleID string) {
	t.Helper()
	must(t, "delete rule", m.gw.RemoveRule(httpRuleID))
}

func (m mockConsole) DeleteComponent(t *testing.T, service string) {
	t.Helper()
	must(t, "delete component", m.gw.RemoveComponent(service))
}

// changed reads the console's objects into the recorder after a change.
func (k kitConsole) changed() { k.env.kit.mirror(k.env.GW) }

// kitConsole makes the changes on the kit's real console. It finds the
// objects in env.GW, the recorder whose model mirrors the console.
type kitConsole struct {
	env *Env
	api *client.Client
}

// componentRef locates a component the console holds by alias or id.
func (k kitConsole) componentRef(t *testing.T, service string) client.ComponentRef {
	t.Helper()
	for _, c := range k.env.GW.Components() {
		if c.ServiceAlias != service && c.ServiceID != service {
			continue
		}
		return client.ComponentRef{TeamID: c.TenantID, RegionName: c.ServiceRegion, AppID: c.AppID, ServiceID: c.ServiceID}
	}
	t.Fatalf("the console's change: the console has no component %q", service)
	return client.ComponentRef{}
}

func (k kitConsole) DeletePort(t *testing.T, service string, port int64) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	ref := k.componentRef(t, service)
	ports, err := k.api.ListPorts(context.Background(), ref)
	must(t, "delete port", err)
	for _, p := range ports {
		if p.ContainerPort == port {
			must(t, "delete port", deletePort(context.Background(), k.api, ref, p))
			return
		}
	}
	t.Fatalf("the console's change (delete port): component %s has no port %d", service, port)
}

func (k kitConsole) SetPortAlias(t *testing.T, service string, port int64, alias string) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	_, err := k.api.UpdatePort(context.Background(), k.componentRef(t, service), port,
		client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: alias})
	must(t, "port alias", err)
}

func (k kitConsole) DeleteApp(t *testing.T, appID int64) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	for _, a := range k.env.GW.Apps() {
		if a.ID == appID {
			must(t, "delete app", k.api.DeleteApp(context.Background(), client.AppRef{TeamID: a.TenantID, RegionName: a.RegionName, AppID: a.ID}))
			return
		}
	}
	t.Fatalf("the console's change (delete app): the console has no app %d", appID)
}

// SetAppNote edits the console's record, as its UI's app settings do.
func (k kitConsole) SetAppNote(t *testing.T, appID int64, note string) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	k.model(t, "update", "app", map[string]any{"ID": appID}, map[string]any{"note": note})
}

func (k kitConsole) DeleteCertificate(t *testing.T, team string, id int64) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	must(t, "delete certificate", k.api.DeleteCertificate(context.Background(), team, id))
}

// DeleteRule deletes the console's record; the region's gateway keeps what
// it had, as when the record goes in the console's UI.
func (k kitConsole) DeleteRule(t *testing.T, httpRuleID string) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	k.model(t, "delete", "rule", map[string]any{"http_rule_id": httpRuleID}, nil)
}

func (k kitConsole) DeleteComponent(t *testing.T, service string) {
	t.Helper()
	k.env.loadOnce(t)
	defer k.changed()
	must(t, "delete component", k.api.DeleteComponent(context.Background(), k.componentRef(t, service), true))
}

// model runs an update or delete of admin.py on the console's models; it
// fails the test unless a row matched.
func (k kitConsole) model(t *testing.T, op, model string, filter, set map[string]any) {
	t.Helper()
	a, err := startKitAdmin()
	must(t, op+" "+model, err)
	var n int
	must(t, op+" "+model, a.run(map[string]any{"op": op, "model": model, "filter": filter, "set": set}, &n))
	if n == 0 {
		t.Fatalf("the console's change (%s %s): no row matches %v", op, model, filter)
	}
}
