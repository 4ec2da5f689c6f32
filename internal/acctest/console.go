package acctest

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Console makes the changes a test attributes to someone working in the
// console ("the console deleted the port"), on whichever server the test
// runs: the mock through its hooks, the real console through its API where
// the API can (port actions and deletes, the rule update, app, component
// and certificate deletes), and through its own models
// (scripts/real-console/admin.py) where only its UI could. The methods
// have the mock's names and signatures, so that a test moves from one to
// the other by its receiver alone. Components are named by service_alias
// or service_id.
type Console interface {
	portConsole
	ruleConsole
	appConsole
	certificateConsole
	componentConsole
	componentPutConsole
	tenantConsole
	storageConsole
}

// mockConsole makes the changes with the mock's hooks.
type mockConsole struct{ *mockgateway.Gateway }

// kitConsole makes the changes on the kit's real console. It finds the
// objects in env.GW, the recorder whose model mirrors the console, and
// reads them back into it after each change.
type kitConsole struct {
	env *Env
	api *client.Client
}

// begin loads the test's fixture if no step did yet; done mirrors the
// console's objects after the change.
func (k kitConsole) begin() error {
	return k.env.kit.load()
}

func (k kitConsole) done(err error) error {
	k.env.kit.mirror(k.env.GW)
	return err
}

func (k kitConsole) component(service string) (client.ComponentRef, error) {
	c, ok := k.env.GW.Component(service)
	if !ok {
		return client.ComponentRef{}, fmt.Errorf("the console has no component %q", service)
	}
	return client.ComponentRef{TeamID: c.TenantID, RegionName: c.ServiceRegion, AppID: c.AppID, ServiceID: c.ServiceID}, nil
}

// add makes the fragment's objects on the console through its models
// (admin.py add), as the console's UI would have saved them. A Put method
// first runs the mock's Put hook on env.GW, the recorder whose model
// mirrors the console, so that the object gets the ids and defaults the
// mock would give it and its references are checked; done then reads the
// console back into that model.
func (k kitConsole) add(fragment mockgateway.Fixture) error {
	a, err := startKitAdmin()
	if err != nil {
		return err
	}
	return a.run(map[string]any{"op": "add", "fixture": fragment}, nil)
}

// model runs an update or delete of admin.py on the console's models; it
// is an error unless a row matched.
func (k kitConsole) model(op, model string, filter, set map[string]any) error {
	a, err := startKitAdmin()
	if err != nil {
		return err
	}
	var n int
	if err := a.run(map[string]any{"op": op, "model": model, "filter": filter, "set": set}, &n); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("%s %s: no row of the console matches %v", op, model, filter)
	}
	return nil
}
