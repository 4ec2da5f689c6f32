package componentports_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The aggregate after a failure: the state holds exactly the ports the
// platform has, with known values, and the next apply converges. Each
// test runs the real CLI against the mock, behind listGate, which can make
// the component's port lists fail for a while.

// neverInconsistent are the words of Terraform's complaints about a
// provider's result, which no run may show.
var neverInconsistent = []string{"inconsistent result", "invalid result object"}

// listGate stands in front of the mock: while failing is set, every GET of
// a port list answers 500; a list that hide chooses (it is told how many
// port POSTs were served so far) does not show port hidden.
type listGate struct {
	env     *acctest.Env
	failing atomic.Bool
	// swallow answers every port PUT with success and does nothing: a
	// platform that accepts a change it does not make.
	swallow atomic.Bool
	// afterPost, when set, makes every list fail once a port POST was
	// served, until failing is set and cleared again.
	afterPost atomic.Bool

	mu     sync.Mutex
	posts  int
	hidden int64
	hide   func(posts int) bool
}

func newListGate(t *testing.T, env *acctest.Env) (*listGate, string) {
	g := &listGate{env: env}
	ts := httptest.NewServer(g)
	t.Cleanup(ts.Close)
	return g, ts.URL
}

func (g *listGate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	isPorts := strings.HasSuffix(r.URL.Path, "/ports")
	if isPorts && r.Method == http.MethodGet && g.failing.Load() {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusInternalServerError)
		_ = json.NewEncoder(w).Encode(map[string]any{"code": 500, "msg": "list unavailable", "msg_show": "list unavailable"})
		return
	}
	if r.Method == http.MethodPut && strings.Contains(r.URL.Path, "/ports/") && g.swallow.Load() {
		// The answer is the port as it was: the change was not made.
		var n int64
		_, _ = fmt.Sscan(r.URL.Path[strings.LastIndex(r.URL.Path, "/")+1:], &n)
		p, _ := g.env.GW.Port(fixture.Component, n)
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"code": 200, "msg": "success", "msg_show": "ok", "data": map[string]any{"bean": p, "list": []any{}}})
		return
	}
	g.mu.Lock()
	hide := isPorts && r.Method == http.MethodGet && g.hide != nil && g.hide(g.posts)
	g.mu.Unlock()
	if !hide {
		// Counted before it is served: the client may list again as soon
		// as the connection drops.
		if isPorts && r.Method == http.MethodPost {
			g.mu.Lock()
			g.posts++
			g.mu.Unlock()
		}
		g.env.GW.ServeHTTP(w, r)
		if isPorts && r.Method == http.MethodPost && g.afterPost.Load() {
			g.failing.Store(true)
		}
		return
	}
	rec := httptest.NewRecorder()
	g.env.GW.ServeHTTP(rec, r)
	var body map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err == nil {
		if data, ok := body["data"].(map[string]any); ok {
			if list, ok := data["list"].([]any); ok {
				data["list"] = slices.DeleteFunc(list, func(p any) bool {
					m, _ := p.(map[string]any)
					n, _ := m["container_port"].(float64)
					return int64(n) == g.hidden
				})
			}
		}
	}
	for k, v := range rec.Header() {
		w.Header()[k] = v
	}
	w.Header().Del("Content-Length")
	w.WriteHeader(rec.Code)
	_ = json.NewEncoder(w).Encode(body)
}

// gatedConfig is the configuration through the gate, with no retries, so
// that one failed list is one failure.
func gatedConfig(env *acctest.Env, url, body string) string {
	return strings.Replace(env.ProviderBlock("max_retries = 0", `request_timeout = "1s"`), fmt.Sprintf("%q", env.URL), fmt.Sprintf("%q", url), 1) + "\n" + body
}

// statePorts is the port numbers the resource's state holds.
func statePorts(t *testing.T, w *acctest.CLIWorkdir) []string {
	t.Helper()
	var doc struct {
		Values struct {
			RootModule struct {
				Resources []struct {
					Address string                     `json:"address"`
					Values  map[string]json.RawMessage `json:"values"`
				} `json:"resources"`
			} `json:"root_module"`
		} `json:"values"`
	}
	out := w.Run("show", "-json")
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("terraform show -json: %v\n%s", err, out)
	}
	for _, r := range doc.Values.RootModule.Resources {
		if r.Address != setAddr {
			continue
		}
		var ports map[string]json.RawMessage
		if err := json.Unmarshal(r.Values["ports"], &ports); err != nil {
			t.Fatalf("ports in state: %v", err)
		}
		var keys []string
		for k := range ports {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		return keys
	}
	return nil
}

// expectStateIsPlatform checks that the state holds exactly the mock's
// ports of the component.
func expectStateIsPlatform(t *testing.T, env *acctest.Env, w *acctest.CLIWorkdir, when string) {
	t.Helper()
	var want []string
	for _, p := range env.GW.Ports(fixture.Component) {
		want = append(want, fmt.Sprint(p.ContainerPort))
	}
	slices.Sort(want)
	if got := statePorts(t, w); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s: the state holds ports %v, the platform has %v", when, got, want)
	}
}

// mustFail runs an apply that must fail, and checks its output.
func mustFail(t *testing.T, w *acctest.CLIWorkdir, what string, phrases ...string) string {
	t.Helper()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("%s went through:\n%s", what, out)
	}
	acctest.ExpectIn(t, what, out, phrases...)
	acctest.ExpectNotIn(t, what, out, neverInconsistent...)
	return out
}

// converges applies again: it must succeed with no refusal, and leave an
// empty plan.
func converges(t *testing.T, env *acctest.Env, w *acctest.CLIWorkdir, what string) {
	t.Helper()
	out := w.Run("apply", "-input=false", "-auto-approve")
	acctest.ExpectNotIn(t, what, out, "existed before")
	acctest.ExpectIn(t, "plan after "+what, w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
	expectStateIsPlatform(t, env, w, "after "+what)
}

// Item 14: a create whose answer is lost after the platform made the port,
// which its own looks do not see (a list that lags), and whose next POST is
// refused as a duplicate; the read-back list after the writes shows the
// port with the settings asked for, and it is this apply's own.
func TestAccComponentPorts_lostCreateAnswerFoundByTheReadBack(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	gate, url := newListGate(t, env)
	w := env.NewCLIWorkdir(t, gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")

	env.GW.ResetCounts()
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: mockgateway.StatusDrop, AfterCommit: true})
	// The lists after the first POST, and the one look after the second,
	// lag: port 8081 shows from the read-back on.
	looksAfterSecond := 0
	gate.mu.Lock()
	gate.posts, gate.hidden = 0, 8081
	gate.hide = func(posts int) bool {
		if posts >= 2 {
			looksAfterSecond++
			return looksAfterSecond <= 1
		}
		return posts == 1
	}
	gate.mu.Unlock()
	w.Write(gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain, "8081": `      port_alias = "API"`}, "")))
	out, _ := w.Try("apply", "-input=false", "-auto-approve")
	acctest.ExpectNotIn(t, "apply with a lost create answer", out, append([]string{"existed before"}, neverInconsistent...)...)
	if n := env.GW.Count(mockgateway.OpAddPort); n != 2 {
		t.Fatalf("%d port POSTs, want 2 (the lost one, and one refused as a duplicate):\n%s", n, out)
	}
	expectStateIsPlatform(t, env, w, "after the lost answer")
	converges(t, env, w, "the lost answer")
}

// Item 15: a port created whose next action fails, while the read-back
// list fails too, is kept with the settings of the create's answer.
func TestAccComponentPorts_failedActionAndFailedReadBackKeepThePort(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	gate, url := newListGate(t, env)
	w := env.NewCLIWorkdir(t, gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")

	env.GW.FailNext(mockgateway.OpUpdatePort, 1, http.StatusInternalServerError)
	gate.afterPost.Store(true)
	w.Write(gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain, "8081": open}, "")))
	mustFail(t, w, "apply whose action and read-back fail", "Cannot open the outer service of port 8081", "Cannot read the ports")
	gate.afterPost.Store(false)
	gate.failing.Store(false)
	if _, ok := env.GW.Port(fixture.Component, 8081); !ok {
		t.Fatal("the mock has no port 8081: the test did not create it")
	}
	expectStateIsPlatform(t, env, w, "after the failed action and read-back")
	converges(t, env, w, "the failed action")
}

// Item 16: a removal that custom domains block, with a port deleted in the
// console between the plan and the apply: the state holds the ports the
// platform has, with known values (k8s_service_name included).
func TestAccComponentPorts_blockedRemovalSavesThePlatformsPorts(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	open8080 := "is_inner_service = true\nis_outer_service = true"
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": open8080, "8081": plain, "8082": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	if _, err := env.Console.PutRule(customRule(true)); err != nil {
		t.Fatal(err)
	}
	w.Write(env.Config(setHCL("web", map[string]string{"8081": plain, "8082": `      protocol = "tcp"`}, "")))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 8081); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the blocked removal went through:\n%s", out)
	}
	acctest.ExpectIn(t, "blocked removal", out, "Cannot remove port 8080")
	acctest.ExpectNotIn(t, "blocked removal", out, neverInconsistent...)
	expectStateIsPlatform(t, env, w, "after the blocked removal")
	if err := env.Console.RemoveRule(customRuleID); err != nil {
		t.Fatal(err)
	}
	converges(t, env, w, "the blocked removal")
}

// Item 16: the first list of an apply fails: nothing is written, and the
// state keeps the ports it held, with known values.
func TestAccComponentPorts_failingFirstListKeepsTheState(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	gate, url := newListGate(t, env)
	w := env.NewCLIWorkdir(t, gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain, "8081": plain}, "")))
	w.Run("plan", "-input=false", "-out=tfplan")
	gate.failing.Store(true)
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the apply went through with failing lists:\n%s", out)
	}
	acctest.ExpectIn(t, "apply with a failing first list", out, "Cannot read the ports")
	acctest.ExpectNotIn(t, "apply with a failing first list", out, neverInconsistent...)
	if w := writes(env); len(w) > 0 {
		t.Fatalf("writes after a failing first list: %v", w)
	}
	gate.failing.Store(false)
	expectStateIsPlatform(t, env, w, "after the failing first list")
	converges(t, env, w, "the failing first list")
}

// Item 16, on a create: the first list fails, so nothing is written and
// no resource is left in state (not an empty, tainted one); the next apply
// creates the ports.
func TestAccComponentPorts_failingFirstListOnCreateLeavesNoResource(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	gate, url := newListGate(t, env)
	gate.failing.Store(true)
	w := env.NewCLIWorkdir(t, gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain}, "")))
	mustFail(t, w, "create with a failing first list", "Cannot read the ports")
	if n := env.GW.Count(mockgateway.OpAddPort); n != 0 {
		t.Fatalf("%d port POSTs after a failing first list, want none", n)
	}
	gate.failing.Store(false)
	acctest.ExpectNotIn(t, "state after the failed create", w.Run("state", "list"), setAddr)
	converges(t, env, w, "the failed create")
}
