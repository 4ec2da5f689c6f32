package acctest

import (
	"fmt"
	"net/url"
	"sync"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// NewConsoleEnv is NewEnv for a test that may run on the real console: on
// the mock it is NewEnv; in live mode with the console kit
// (EnvLiveConsoleKit) the test's fixture is loaded into the kit's console,
// emptied first, just before the test's first step, and the test holds
// that console until it ends. Such a test makes console-side changes
// through env.Console, never through env.GW's edits. On the console, env.GW
// is a recorder in front of it: its request log and counts are the
// provider's requests to the console, and its model's reads (Port, Rule,
// Apps...) are the console's objects, read again after every change. In
// live mode without the kit it skips.
func NewConsoleEnv(t *testing.T, f mockgateway.Fixture) *Env {
	t.Helper()
	accPreCheck(t)
	if !IsLive() {
		consoleTwin(t)
		env := newMockEnv(t, f)
		env.runsOnConsole = true
		return env
	}
	if kitFolder() == "" {
		t.Skipf("live mode: this test loads its fixture into the server, which only the console kit allows (set %s to its work folder)", EnvLiveConsoleKit)
	}
	// The mock fills in the fixture's ids and defaults; the console gets
	// the same objects the mock would hold.
	g, err := mockgateway.New(f)
	if err != nil {
		t.Fatalf("fixture: %v", err)
	}
	snap := g.Snapshot()
	s := Live(t)
	// The provider talks to the console through a mock in upstream mode,
	// so that env.GW counts and logs its requests as on the mock; its
	// model stays empty (the console holds the objects: read them there).
	base, err := url.Parse(s.BaseURL)
	if err != nil {
		t.Fatalf("%s: %v", EnvLiveBaseURL, err)
	}
	e := &Env{Token: s.Token, kit: &kitLoad{t: t, fixture: snap}}
	ts := mockgateway.NewTestServer(t, mockgateway.Fixture{}, mockgateway.WithUpstream(base, func() { e.kit.mirror(e.GW) }), mockgateway.WithToken(s.Token))
	e.GW, e.URL = ts.Gateway, ts.URL
	e.kit.gw = ts.Gateway
	api, err := client.New(client.Config{BaseURL: s.BaseURL, Token: e.Token, MaxRetries: client.DefaultMaxRetries})
	if err != nil {
		t.Fatal(err)
	}
	e.Console = kitConsole{env: e, api: api}
	return e
}

// SkipOnConsole skips a test built on NewConsoleEnv on the real console,
// for a step only the mock can take; why says which. It comes before the
// test's environment is made (see EnvSkipConsoleTests).
func SkipOnConsole(t *testing.T, why string) {
	t.Helper()
	needsMock(t)
	if kitFolder() != "" {
		t.Skipf("live mode: %s", why)
	}
}

// kitLoad loads a test's fixture into the kit's console once, holding the
// console for the test (lockKit). It runs when the test's steps begin (the
// provider's first start, or a console change before it), never when the
// test is built: a parallel test is paused between the two, and must not
// hold the console then.
type kitLoad struct {
	t       *testing.T
	fixture mockgateway.Fixture
	seed    bool                 // the kit's own seed instead of fixture (NewLiveEnv)
	gw      *mockgateway.Gateway // the recorder whose model mirrors the console, if any
	once    sync.Once
	err     error
	eid     string
}

func (k *kitLoad) load() error {
	k.once.Do(func() {
		if k.err = lockKit(k.t); k.err != nil {
			return
		}
		a, err := startKitAdmin()
		if err != nil {
			k.err = err
			return
		}
		var out struct {
			EnterpriseID string `json:"enterprise_id"`
		}
		cmd := map[string]any{"op": "load", "fixture": k.fixture}
		if k.seed {
			cmd = map[string]any{"op": "seed"}
		}
		if err := a.run(cmd, &out); err != nil {
			k.err = fmt.Errorf("loading the test's fixture into the real console: %w", err)
			return
		}
		k.mirror(k.gw)
		k.eid = out.EnterpriseID
	})
	return k.err
}

// mirror loads what the console holds into the recorder's model (see
// NewConsoleEnv). It runs on the recorder's goroutines, so it reports
// with Errorf: the test fails, and its checks meet an empty model.
func (k *kitLoad) mirror(gw *mockgateway.Gateway) {
	if gw == nil {
		return
	}
	a, err := startKitAdmin()
	var f mockgateway.Fixture
	if err == nil {
		err = a.run(map[string]any{"op": "dump"}, &f)
	}
	if err == nil {
		err = gw.Load(f)
	}
	if err != nil {
		k.t.Errorf("reading the real console's objects back: %v", err)
		gw.ResetModel()
	}
}

// EnterpriseID is the enterprise of the server's fixture.
func (e *Env) EnterpriseID() string {
	if e.kit == nil {
		return e.GW.EnterpriseID()
	}
	if e.kit.fixture.EnterpriseID != "" {
		return e.kit.fixture.EnterpriseID
	}
	return kitEnterpriseID
}

// kitEnterpriseID is the enterprise admin.py makes for a fixture without one.
const kitEnterpriseID = "e0000000000000000000000000000001"

// NewConsoleDefaultEnv is NewDefaultEnv for a test that may run on the
// real console (see NewConsoleEnv).
func NewConsoleDefaultEnv(t *testing.T) *Env {
	t.Helper()
	return NewConsoleEnv(t, mockgateway.DefaultFixture())
}

// NewConsolePacedEnv is NewPacedEnv for a test that may run on the real
// console (see NewConsoleEnv); there the region's events set the pace.
func NewConsolePacedEnv(t *testing.T, f mockgateway.Fixture) *Env {
	t.Helper()
	if kitFolder() == "" {
		env := NewPacedEnv(t, f) // skips in live mode without the kit
		consoleTwin(t)
		env.runsOnConsole = true
		return env
	}
	return NewConsoleEnv(t, f)
}
