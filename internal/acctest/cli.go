// A second acceptance harness, for what resource.Test cannot show: the
// terraform CLI's own output (warnings of plan, apply and destroy, plain
// `terraform show`) and the state file on disk. It serves the provider
// in-process and points a real terraform at it through
// TF_REATTACH_PROVIDERS, in a working directory of the test's own.

package acctest

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6/tf6server"

	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// CLIWorkdir is a terraform working directory wired to an in-process
// provider.
type CLIWorkdir struct {
	t        *testing.T
	dir      string
	reattach string
}

// NewCLIWorkdir serves the provider until the test ends, writes config as
// main.tf and runs terraform init.
func NewCLIWorkdir(t *testing.T, config string) *CLIWorkdir {
	t.Helper()
	return NewCLIWorkdirWith(t, config, nil)
}

// NewCLIWorkdirWith is NewCLIWorkdir with more providers served beside
// this one, by source address (such as terraform-plugin-testing's echo
// provider, "registry.terraform.io/hashicorp/echo"); the configuration
// must name them in its required_providers.
func NewCLIWorkdirWith(t *testing.T, config string, others map[string]func() (tfprotov6.ProviderServer, error)) *CLIWorkdir {
	t.Helper()
	PreCheck(t)
	return newCLIWorkdir(t, config, others)
}

// NewCLIWorkdir is NewCLIWorkdir for a test built on env: on the real
// console (NewConsoleEnv in live mode) it loads the test's fixture into
// the console first, and runs there instead of skipping.
func (e *Env) NewCLIWorkdir(t *testing.T, config string) *CLIWorkdir {
	t.Helper()
	return e.NewCLIWorkdirWith(t, config, nil)
}

// NewCLIWorkdirWith is NewCLIWorkdirWith for a test built on env (see
// Env.NewCLIWorkdir).
func (e *Env) NewCLIWorkdirWith(t *testing.T, config string, others map[string]func() (tfprotov6.ProviderServer, error)) *CLIWorkdir {
	t.Helper()
	if e.kit == nil {
		if e.runsOnConsole {
			accPreCheck(t)
		} else {
			PreCheck(t)
		}
		return newCLIWorkdir(t, config, others)
	}
	accPreCheck(t)
	if err := e.kit.load(); err != nil {
		t.Fatal(err)
	}
	return newCLIWorkdir(t, config, others)
}

func newCLIWorkdir(t *testing.T, config string, others map[string]func() (tfprotov6.ProviderServer, error)) *CLIWorkdir {
	t.Helper()
	servers := map[string]func() tfprotov6.ProviderServer{
		provider.SourceAddress: providerserver.NewProtocol6(provider.New("acctest")()),
	}
	for addr, factory := range others {
		server, err := factory()
		if err != nil {
			t.Fatalf("provider %s: %v", addr, err)
		}
		servers[addr] = func() tfprotov6.ProviderServer { return server }
	}
	type addr struct{ Network, String string }
	reattach := map[string]any{}
	for source, server := range servers {
		rc := serveForCLI(t, source, server)
		reattach[source] = map[string]any{
			"Protocol": string(rc.Protocol), "ProtocolVersion": rc.ProtocolVersion, "Pid": rc.Pid, "Test": true,
			"Addr": addr{rc.Addr.Network(), rc.Addr.String()},
		}
	}
	b, err := json.Marshal(reattach)
	if err != nil {
		t.Fatal(err)
	}
	w := &CLIWorkdir{t: t, dir: t.TempDir(), reattach: string(b)}
	w.Write(config)
	w.Run("init", "-input=false")
	return w
}

// serveForCLI serves a provider in-process until the test ends, and
// returns how terraform reaches it.
func serveForCLI(t *testing.T, source string, server func() tfprotov6.ProviderServer) *plugin.ReattachConfig {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	reattachCh := make(chan *plugin.ReattachConfig)
	closeCh := make(chan struct{})
	go func() {
		_ = tf6server.Serve(source, server,
			tf6server.WithDebug(ctx, reattachCh, closeCh),
			tf6server.WithGoPluginLogger(hclog.NewNullLogger()),
			tf6server.WithLoggingSink(t)) // provider logs follow TF_LOG, as in resource.Test
	}()
	var rc *plugin.ReattachConfig
	select {
	case rc = <-reattachCh:
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatal("provider server did not start within 30s")
	}
	t.Cleanup(func() {
		cancel()
		select {
		case <-closeCh:
		case <-time.After(10 * time.Second):
		}
	})
	return rc
}

// Write replaces main.tf, adding the required_providers block unless the
// configuration has one (env.Config renders it).
func (w *CLIWorkdir) Write(config string) {
	w.t.Helper()
	cfg := config
	if !strings.Contains(cfg, "required_providers") {
		cfg = "terraform {\n  required_providers {\n    rainbond = { source = \"" + provider.SourceAddress + "\" }\n  }\n}\n\n" + cfg
	}
	if err := os.WriteFile(filepath.Join(w.dir, "main.tf"), []byte(cfg), 0o600); err != nil {
		w.t.Fatal(err)
	}
}

// Run runs one terraform command and returns its combined output; a
// failing command fails the test.
func (w *CLIWorkdir) Run(args ...string) string {
	w.t.Helper()
	out, err := w.Try(args...)
	if err != nil {
		w.t.Fatalf("terraform %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// Try runs one terraform command and returns its output and error.
func (w *CLIWorkdir) Try(args ...string) (string, error) {
	w.t.Helper()
	bin := os.Getenv("TF_ACC_TERRAFORM_PATH")
	if bin == "" {
		bin = "terraform"
	}
	cliConfig := filepath.Join(w.dir, ".terraformrc")
	if err := os.WriteFile(cliConfig, nil, 0o600); err != nil {
		w.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, append(args, "-no-color")...)
	cmd.Dir = w.dir
	cmd.Env = append(os.Environ(),
		"TF_REATTACH_PROVIDERS="+w.reattach,
		"TF_CLI_CONFIG_FILE="+cliConfig,
		"TF_IN_AUTOMATION=1",
		"CHECKPOINT_DISABLE=1",
	)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// File reads a file of the working directory, e.g. terraform.tfstate.
func (w *CLIWorkdir) File(name string) string {
	w.t.Helper()
	b, err := os.ReadFile(filepath.Join(w.dir, name))
	if err != nil {
		w.t.Fatal(err)
	}
	return string(b)
}

// ExpectIn fails the test unless every phrase appears in out. Phrases are
// compared with runs of white space collapsed, since terraform wraps its
// diagnostics.
func ExpectIn(t *testing.T, what, out string, phrases ...string) {
	t.Helper()
	flat := strings.Join(strings.Fields(strings.ReplaceAll(out, "│", " ")), " ")
	for _, p := range phrases {
		if !strings.Contains(flat, strings.Join(strings.Fields(p), " ")) {
			t.Errorf("%s lacks %q:\n%s", what, p, out)
		}
	}
}

// ExpectNotIn fails the test when any of the strings appears in out.
func ExpectNotIn(t *testing.T, what, out string, secrets ...string) {
	t.Helper()
	for _, s := range secrets {
		if strings.Contains(out, s) {
			t.Errorf("%s contains %q", what, s)
		}
	}
}

// WriteFile writes a file of the working directory beside main.tf, such as
// a .tfquery.hcl file.
func (w *CLIWorkdir) WriteFile(name, content string) {
	w.t.Helper()
	if err := os.WriteFile(filepath.Join(w.dir, name), []byte(content), 0o600); err != nil {
		w.t.Fatal(err)
	}
}
