package provider_test

// Running the real terraform binary against a provider binary built by the
// test, the way a user runs them: needed where the in-process test framework
// cannot go, such as sending Ctrl-C to terraform.

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// buildProvider builds the provider binary into a temporary directory of
// the test, removed when the test ends. Building reuses the go build cache
// of the test binary, so it costs little more than a link.
func buildProvider(t *testing.T) string {
	t.Helper()
	// go test puts the toolchain's bin directory first on PATH.
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatal("go not found on PATH: it is needed to build the provider binary")
	}
	bin := filepath.Join(t.TempDir(), "terraform-provider-rainbond")
	cmd := exec.Command(goBin, "build", "-o", bin, "-ldflags", "-X main.version=0.0.0-test", "github.com/rainbond/terraform-provider-rainbond")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// tfWorkdir is a directory with a configuration and a CLI config whose
// dev_overrides point terraform at the built provider, so no init is needed.
type tfWorkdir struct {
	t        *testing.T
	dir      string
	provider string // the provider binary
	env      []string
}

func newTFWorkdir(t *testing.T, bin, config string) *tfWorkdir {
	t.Helper()
	tf := os.Getenv("TF_ACC_TERRAFORM_PATH")
	if tf == "" {
		t.Fatal("TF_ACC_TERRAFORM_PATH is not set (testAccPreCheck sets it)")
	}
	dir := t.TempDir()
	cli := filepath.Join(dir, "dev.tfrc")
	// The full address, as the configuration names it: a short one would
	// mean registry.opentofu.org to OpenTofu and not match.
	overrides := fmt.Sprintf("provider_installation {\n  dev_overrides {\n    %q = %q\n  }\n  direct {}\n}\n",
		provider.SourceAddress, filepath.Dir(bin))
	if err := os.WriteFile(cli, []byte(overrides), 0o600); err != nil {
		t.Fatal(err)
	}
	w := &tfWorkdir{t: t, dir: dir, provider: bin}
	w.env = append(cleanEnv(), "TF_CLI_CONFIG_FILE="+cli, "CHECKPOINT_DISABLE=1", "TF_IN_AUTOMATION=1", "TF_INPUT=0")
	w.write(config)
	return w
}

// cleanEnv is the process environment without variables that would change
// what terraform or the provider do here.
func cleanEnv() []string {
	var out []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "TF_") || strings.HasPrefix(name, "RAINBOND_") {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// write replaces the configuration; it must carry its terraform block
// (env.Config does).
func (w *tfWorkdir) write(config string) {
	w.t.Helper()
	if err := os.WriteFile(filepath.Join(w.dir, "main.tf"), []byte(config), 0o600); err != nil {
		w.t.Fatal(err)
	}
}

// run runs terraform to its end.
func (w *tfWorkdir) run(args ...string) (string, error) {
	p := w.start(args...)
	err := p.wait(2 * time.Minute)
	return p.output(), err
}

// tfProcess is a terraform started in its own process group, so that the
// test can end it and every plugin it started, whatever happens.
type tfProcess struct {
	cmd  *exec.Cmd
	out  *lockedBuffer
	done chan struct{}
	err  error
}

func (w *tfWorkdir) start(args ...string) *tfProcess {
	w.t.Helper()
	tf := os.Getenv("TF_ACC_TERRAFORM_PATH")
	cmd := exec.Command(tf, args...)
	cmd.Dir, cmd.Env = w.dir, w.env
	out := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		w.t.Fatal(err)
	}
	p := &tfProcess{cmd: cmd, out: out, done: make(chan struct{})}
	go func() { p.err = cmd.Wait(); close(p.done) }()
	w.t.Cleanup(p.killGroup)
	return p
}

// wait waits for terraform to exit, at most d.
func (p *tfProcess) wait(d time.Duration) error {
	select {
	case <-p.done:
		return p.err
	case <-time.After(d):
		return fmt.Errorf("terraform still runs after %s", d)
	}
}

func (p *tfProcess) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

func (p *tfProcess) output() string { return p.out.String() }

// killGroup ends whatever is left of terraform's process group.
func (p *tfProcess) killGroup() {
	_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	_ = p.wait(10 * time.Second)
}

// leftInGroup lists the processes still in terraform's process group: the
// provider plugins it started, which inherit the group.
func (p *tfProcess) leftInGroup() []int {
	entries, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entries {
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// "pid (comm) state ppid pgrp ...": comm may hold spaces.
		i := bytes.LastIndexByte(stat, ')')
		if i < 0 {
			continue
		}
		var state string
		var ppid, pgrp, pid int
		if _, err := fmt.Sscanf(string(stat[i+1:]), " %s %d %d", &state, &ppid, &pgrp); err != nil {
			continue
		}
		if _, err := fmt.Sscanf(e.Name(), "%d", &pid); err == nil && pgrp == p.cmd.Process.Pid && state != "Z" {
			pids = append(pids, pid)
		}
	}
	return pids
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
