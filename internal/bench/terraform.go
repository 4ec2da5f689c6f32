package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Addresses in configurations and in dev_overrides (without the registry
// host): the provider, and the bench's no-op framework provider.
const (
	sourceAddress = "rainbond/rainbond"
	noopAddress   = "rainbond/rbnoop"
)

// buildProvider compiles a provider's main package (relative to the module
// root) into dir as terraform-provider-<name>, with the version set through
// -ldflags as releases do.
func buildProvider(ctx context.Context, goBin, moduleRoot, pkg, dir, name, version string) error {
	bin := filepath.Join(dir, "terraform-provider-"+name)
	cmd := exec.CommandContext(ctx, goBin, "build", "-ldflags", "-X main.version="+version, "-o", bin, pkg)
	cmd.Dir = moduleRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
	}
	return nil
}

// writeCLIConfig writes a CLI config whose dev_overrides serve both
// providers from providerDir, so that no terraform init is needed.
func writeCLIConfig(path, providerDir string) error {
	cfg := fmt.Sprintf("provider_installation {\n  dev_overrides {\n    %q = %q\n    %q = %q\n  }\n  direct {}\n}\n",
		sourceAddress, providerDir, noopAddress, providerDir)
	return os.WriteFile(path, []byte(cfg), 0o600)
}

// terraform runs the CLI in working directories of its own.
type terraform struct {
	bin string
	env []string // the whole environment of every run
}

func newTerraform(bin, cliConfig string, extra []string) *terraform {
	env := []string{}
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		// The user's TF_* and RAINBOND_* settings would change what is measured.
		if strings.HasPrefix(name, "TF_") || strings.HasPrefix(name, "RAINBOND_") {
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "TF_CLI_CONFIG_FILE="+cliConfig, "CHECKPOINT_DISABLE=1", "TF_IN_AUTOMATION=1", "TF_INPUT=0")
	env = append(env, extra...)
	return &terraform{bin: bin, env: env}
}

// result is one terraform run.
type result struct {
	wall     time.Duration
	exitCode int
	output   string
}

// run runs terraform in dir with extra environment variables and returns
// its wall time, from start to exit. Terraform and the plugins it starts run
// in a process group of their own, which is killed if ctx ends.
func (tf *terraform) run(ctx context.Context, dir string, extraEnv []string, args ...string) (result, error) {
	cmd := exec.Command(tf.bin, args...)
	cmd.Dir = dir
	cmd.Env = append(append([]string{}, tf.env...), extraEnv...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return result{}, err
	}
	var err error
	done := make(chan struct{})
	go func() { err = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
		return result{}, ctx.Err()
	}
	res := result{wall: time.Since(start), output: out.String()}
	if cmd.ProcessState != nil {
		res.exitCode = cmd.ProcessState.ExitCode()
	}
	// Whatever the provider left behind must not outlive the run.
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	if err != nil {
		if _, isExit := err.(*exec.ExitError); !isExit {
			return res, err
		}
	}
	return res, nil
}

// mustSucceed runs terraform and fails unless it exits 0 (which, for a plan
// with -detailed-exitcode, also means that it found nothing to change).
func (tf *terraform) mustSucceed(ctx context.Context, dir string, extraEnv []string, args ...string) (result, error) {
	res, err := tf.run(ctx, dir, extraEnv, args...)
	if err != nil {
		return res, err
	}
	if res.exitCode != 0 {
		return res, fmt.Errorf("terraform %s in %s exited %d:\n%s", strings.Join(args, " "), dir, res.exitCode, tail(res.output, 4000))
	}
	return res, nil
}

// version reports the CLI's version.
func (tf *terraform) version(ctx context.Context, dir string) string {
	res, err := tf.run(ctx, dir, nil, "version", "-json")
	if err != nil || res.exitCode != 0 {
		return "unknown"
	}
	var v struct {
		Version string `json:"terraform_version"`
	}
	if json.Unmarshal([]byte(res.output), &v) != nil || v.Version == "" {
		return "unknown"
	}
	return v.Version
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}
