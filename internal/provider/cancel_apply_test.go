package provider_test

import (
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// cancelBound is how soon terraform must exit after Ctrl-C while the
// provider waits out a server's Retry-After.
const cancelBound = 2 * time.Second

// Ctrl-C stops a provider that waits out a long Retry-After at once:
// terraform stops the provider, whose request contexts end, which ends the
// wait. The test runs terraform and the provider as a user does (a built
// binary, found through dev_overrides), sends SIGINT to terraform once the
// mock has answered 429 with Retry-After: 60, and expects terraform to exit
// within two seconds, leaving no process behind.
//
// Terraform stops providers while it applies and while `terraform plan`
// plans, but not while `terraform apply` makes its own plan: an interrupt
// there is acted on when that plan is complete (the local backend runs it
// without watching for the interrupt), and a second Ctrl-C is the way out.
// So the refresh case runs `terraform plan`.
func TestAccCancel_duringRetryAfter(t *testing.T) {
	acctest.PreCheck(t)
	bin := buildProvider(t)
	cases := []struct {
		name string
		args []string
		op   string
		// prepared runs an apply without faults first, so that the port
		// exists and is refreshed.
		prepared bool
		extra    string // attribute lines of the port
	}{
		{"apply: create waits on AddPort", []string{"apply", "-auto-approve"}, mockgateway.OpAddPort, false, ""},
		// A create's answer is saved as it is, but an alias change (here
		// the internal domain name) is read back.
		{"apply: read-back waits on ListPorts", []string{"apply", "-auto-approve"}, mockgateway.OpListPorts, false, `k8s_service_name = "web-svc"`},
		{"apply: update waits on UpdatePort", []string{"apply", "-auto-approve"}, mockgateway.OpUpdatePort, true, ""},
		{"plan: refresh waits on ListPorts", []string{"plan"}, mockgateway.OpListPorts, true, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			env := acctest.NewEnv(t, fixture.Standard())
			w := newTFWorkdir(t, bin, env.Config(acctest.PortHCL("web", 8080, c.extra)))
			if c.prepared {
				if out, err := w.run("apply", "-auto-approve", "-no-color"); err != nil {
					t.Fatalf("preparing apply: %v\n%s", err, out)
				}
				// The update opens the inner service.
				w.write(env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
			}
			env.GW.ResetCounts()
			env.GW.AddFault(mockgateway.Fault{
				Operation: c.op, Times: -1, Status: http.StatusTooManyRequests, RetryAfter: "60", Message: "called too frequently",
			})

			p := w.start(append(c.args, "-no-color")...)
			if !waitFor(60*time.Second, func() bool { return acctest.InjectedWrites(env, c.op) > 0 || p.exited() }) || p.exited() {
				t.Fatalf("the mock never answered %s with 429 while terraform ran:\n%s", c.op, p.output())
			}
			// The answer is written; give the provider a moment to be in its wait.
			time.Sleep(200 * time.Millisecond)

			sent := time.Now()
			if err := p.cmd.Process.Signal(syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			err := p.wait(30 * time.Second)
			took := time.Since(sent)
			out := p.output()
			t.Logf("terraform exited %s after SIGINT (%v)", took.Round(time.Millisecond), err)
			if took > cancelBound {
				t.Errorf("terraform took %s to exit after SIGINT, want at most %s:\n%s", took, cancelBound, out)
			}
			if err == nil {
				t.Errorf("the cancelled apply succeeded:\n%s", out)
			}
			if !strings.Contains(out, "Interrupt received") {
				t.Errorf("terraform did not report the interrupt:\n%s", out)
			}
			if n := acctest.InjectedWrites(env, c.op); n != 1 {
				t.Errorf("%s was tried %d times; the wait should have ended without another attempt", c.op, n)
			}
			var left []int
			waitFor(5*time.Second, func() bool { left = p.leftInGroup(); return len(left) == 0 })
			if len(left) > 0 {
				t.Errorf("processes of terraform's group still run after it exited: %v", left)
			}

			// Nothing is lost or doubled: the next apply converges.
			env.GW.ResetFaults()
			if out, err := w.run("apply", "-auto-approve", "-no-color"); err != nil {
				t.Fatalf("apply after the cancelled one: %v\n%s", err, out)
			}
			if out, err := w.run("plan", "-detailed-exitcode", "-no-color"); err != nil {
				t.Errorf("plan after the apply is not empty (%v):\n%s", err, out)
			}
			if ports := env.GW.Ports(fixture.Component); len(ports) != 1 {
				t.Errorf("ports on the mock: %+v, want exactly one", ports)
			}
		})
	}
}

func waitFor(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if cond() {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return cond()
}
