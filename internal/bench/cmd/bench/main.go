// Command bench measures the provider with the real terraform CLI against
// the in-process mock gateway (see package bench), prints a table and writes
// the figures as JSON.
//
//	go run ./internal/bench/cmd/bench [-out bench-results/bench.json] [-terraform PATH] [-runs 3] [-latency 20ms]
//	go run ./internal/bench/cmd/bench -scale [-scale-sizes 100,1000,5000] [-runs 1]
//
// A missed target is marked MISSED in the table and "met": false in the
// JSON. It exits 1 when a request count is above its target (counts do not
// depend on the machine, so that is a regression) or when it could not
// measure; a missed time target is reported, and the exit code stays 0.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/bench"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	def := bench.DefaultOptions()
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", filepath.Join("bench-results", "bench.json"), "where to write the JSON results")
	tf := fs.String("terraform", "", "terraform binary (default: $TF_ACC_TERRAFORM_PATH, else terraform on PATH)")
	runs := fs.Int("runs", def.Runs, "runs per figure")
	sizes := fs.String("plan-sizes", joinInts(def.PlanSizes), "port counts of the plan figures, comma-separated")
	applySize := fs.Int("apply-size", def.ApplySize, "ports of the apply figure")
	applyComponents := fs.Int("apply-components", def.ApplyComponents, "components the ports of the apply figure are spread over")
	latency := fs.Duration("latency", def.Latency, "latency the mock adds to every measured request")
	scale := fs.Bool("scale", false, "measure the apply and plan times of -scale-sizes instead of the plan and apply figures")
	scaleSizes := fs.String("scale-sizes", joinInts(def.ScaleSizes), "port counts of -scale, comma-separated")
	scaleKinds := fs.String("scale-kinds", "", "configurations -scale measures, comma-separated, of data, noop, ports (one resource per port) and aggregate (one rainbond_component_ports per component); default all")
	components := fs.Int("components", def.Components, "components the ports of the plan figures and of -scale are spread over")
	rateLimit := fs.Int("rate-limit", def.RateLimit, "max_requests_per_second of the rate-limit apply (0: none)")
	rateLimitSize := fs.Int("rate-limit-size", def.RateLimitSize, "ports of the rate-limit apply")
	timeout := fs.Duration("timeout", 30*time.Minute, "give up after this long")
	var env envFlag
	fs.Var(&env, "env", "NAME=VALUE added to the environment of every terraform run (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	opt := def
	opt.Runs, opt.ApplySize, opt.ApplyComponents, opt.Latency, opt.Env, opt.Log = *runs, *applySize, *applyComponents, *latency, env, stderr
	opt.Scale, opt.RateLimit, opt.RateLimitSize = *scale, *rateLimit, *rateLimitSize
	opt.Components = *components
	if *scaleKinds != "" {
		opt.ScaleKinds = strings.Split(*scaleKinds, ",")
	}
	if opt.ApplyComponents < 1 || opt.Components < 1 {
		fmt.Fprintln(stderr, "bench: -apply-components and -components must be at least 1")
		return 2
	}
	var err error
	if opt.PlanSizes, err = parseInts(*sizes); err != nil {
		fmt.Fprintf(stderr, "bench: -plan-sizes: %v\n", err)
		return 2
	}
	if opt.ScaleSizes, err = parseInts(*scaleSizes); err != nil {
		fmt.Fprintf(stderr, "bench: -scale-sizes: %v\n", err)
		return 2
	}
	if opt.Terraform, err = findTerraform(*tf); err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	if opt.Go, opt.ModuleRoot, err = findModule(); err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}

	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	res, err := bench.Run(ctx, opt)
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	return report(res, *out, stdout, stderr)
}

// report prints the table, writes the JSON and says which targets were
// missed; a request count above its target fails the run.
func report(res *bench.Results, out string, stdout, stderr io.Writer) int {
	if err := res.WriteTable(stdout); err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	if err := res.WriteJSON(out); err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s\n", out)
	if missed := res.Missed(); len(missed) > 0 {
		fmt.Fprintf(stdout, "targets missed: %s\n", strings.Join(missed, "; "))
	}
	if missed := res.MissedCounts(); len(missed) > 0 {
		fmt.Fprintf(stderr, "bench: request counts above their targets: %s\n", strings.Join(missed, "; "))
		return 1
	}
	return 0
}

// envFlag collects repeated -env NAME=VALUE flags.
type envFlag []string

func (e *envFlag) String() string { return strings.Join(*e, " ") }

func (e *envFlag) Set(v string) error {
	if name, _, ok := strings.Cut(v, "="); !ok || name == "" {
		return fmt.Errorf("%q is not NAME=VALUE", v)
	}
	*e = append(*e, v)
	return nil
}

func findTerraform(flagValue string) (string, error) {
	for _, p := range []string{flagValue, os.Getenv("TF_ACC_TERRAFORM_PATH")} {
		if p != "" {
			return p, nil
		}
	}
	p, err := exec.LookPath("terraform")
	if err != nil {
		return "", errors.New("terraform not found: pass -terraform or put it on PATH")
	}
	return p, nil
}

// findModule returns the go binary on PATH and the provider's module
// directory (the one holding go.mod above the working directory).
func findModule() (goBin, root string, err error) {
	if goBin, err = exec.LookPath("go"); err != nil {
		return "", "", errors.New("go not found on PATH")
	}
	outb, err := exec.Command(goBin, "env", "GOMOD").Output()
	if err != nil {
		return "", "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(outb))
	if gomod == "" || gomod == os.DevNull {
		return "", "", errors.New("run the bench inside the provider's module")
	}
	return goBin, filepath.Dir(gomod), nil
}

func parseInts(s string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%q is not a positive integer", part)
		}
		out = append(out, n)
	}
	return out, nil
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}
