package bench

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Options say what to measure.
type Options struct {
	Terraform  string // the terraform binary
	Go         string // the go binary that builds the provider
	ModuleRoot string // the provider's module directory
	WorkRoot   string // temporary files go under it; empty: the system's

	Runs            int           // runs per figure
	Components      int           // components the ports of a plan are spread over
	PlanSizes       []int         // N of the plan figures
	RatioSize       int           // N of the plan-time ratio targets
	ApplySize       int           // ports of the apply figure
	ApplyComponents int           // components the ports of the apply are spread over
	Latency         time.Duration // injected per request while measuring
	Parallelism     int           // terraform -parallelism while measuring
	// PrepareParallelism is the -parallelism of the applies that prepare
	// the state of the plan figures (with no latency).
	PrepareParallelism int
	// Env is added to the environment of every terraform run (which the
	// providers inherit), e.g. TF_LOG_SDK=TRACE to see what logs cost.
	Env []string

	// Scale measures ScaleSizes (see scale.go) instead of the plan and
	// apply figures.
	Scale      bool
	ScaleSizes []int
	// ScaleKinds are the configurations the scale mode measures, by
	// name (see scaleKindNames); empty means all.
	ScaleKinds []string
	// RateLimit, when above 0, adds an apply of RateLimitSize ports with
	// max_requests_per_second = RateLimit, whose busiest second must stay
	// within it.
	RateLimit     int
	RateLimitSize int

	Log io.Writer // progress lines; nil for none
}

// DefaultOptions are the figures `make bench` reports.
func DefaultOptions() Options {
	return Options{
		Runs: 3, Components: 50, PlanSizes: []int{100, 1000}, RatioSize: 1000, ApplySize: 200, ApplyComponents: 10,
		Latency: 20 * time.Millisecond, Parallelism: 10, PrepareParallelism: 50,
		ScaleSizes: []int{100, 1000, 5000}, RateLimit: 20, RateLimitSize: 200,
	}
}

// Targets of the figures; a median above its target is reported as missed.
// Request counts are deterministic, so a missed count target fails the
// bench (see Results.MissedCounts); times vary with the machine's load and
// are only reported.
const (
	// TargetListsCacheOn bounds the ListPorts of a plan of 1000 ports over 50
	// components with the cache on.
	TargetListsCacheOn = 55
	// TargetApplyRequestsPerPort bounds the requests of an apply of new ports
	// (220 for 200 ports over 10 components): a create is its POST, with a
	// read-back only where the answer cannot tell, and one component read
	// per component for the identity.
	TargetApplyRequestsPerPort = 1.1
	// TargetNoopRatio bounds the plan time at RatioSize with the cache on
	// against the no-op framework provider with the same schema, at
	// NoopRatioLatency. The no-op provider makes no request, so the target
	// holds at a latency where the lists a refresh needs are small beside
	// the plan's CPU: at 100 ms, 50 lists in waves of 10 alone add half a
	// second.
	TargetNoopRatio  = 1.1
	NoopRatioLatency = 20 * time.Millisecond
	// TargetCacheRatio bounds the plan time at RatioSize with the cache on
	// against the plan with it off, at CacheRatioLatency.
	TargetCacheRatio  = 0.35
	CacheRatioLatency = 100 * time.Millisecond
)

// Results are every figure of one bench run, with what it ran on.
type Results struct {
	Started     time.Time      `json:"started"`
	Duration    string         `json:"duration"`
	Terraform   string         `json:"terraform_version"`
	GoVersion   string         `json:"go_version"`
	CPUs        int            `json:"cpus"`
	Options     resultOptions  `json:"options"`
	Figures     []Figure       `json:"figures"`
	PlanCounts  []RequestCount `json:"plan_requests"`
	ApplyCounts []RequestCount `json:"apply_requests"`
	Notes       []string       `json:"notes,omitempty"`
}

type resultOptions struct {
	Runs               int      `json:"runs"`
	Components         int      `json:"components"`
	PlanSizes          []int    `json:"plan_sizes"`
	ApplySize          int      `json:"apply_size"`
	ApplyComponents    int      `json:"apply_components"`
	Latency            string   `json:"latency"`
	Parallelism        int      `json:"parallelism"`
	PrepareParallelism int      `json:"prepare_parallelism"`
	Env                []string `json:"env,omitempty"`
	ScaleSizes         []int    `json:"scale_sizes,omitempty"`
	RateLimit          int      `json:"rate_limit,omitempty"`
}

// RequestCount is the requests of one operation in one measured command,
// per run.
type RequestCount struct {
	Command   string `json:"command"` // e.g. "plan N=1000 cache=on"
	Operation string `json:"operation"`
	Runs      []int  `json:"runs"`
}

// bench is one run of the harness.
type bench struct {
	opt  Options
	tf   *terraform
	gw   *mockgateway.Gateway
	url  string
	root string
	res  *Results
}

// Run builds the provider, serves the mock and measures every figure.
func Run(ctx context.Context, opt Options) (*Results, error) {
	started := time.Now()
	root, err := os.MkdirTemp(opt.WorkRoot, "rainbond-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(root)

	b := &bench{opt: opt, root: root, res: &Results{
		Started: started, GoVersion: runtime.Version(), CPUs: runtime.NumCPU(),
		Options: resultOptions{
			Runs: opt.Runs, Components: opt.Components, PlanSizes: opt.PlanSizes, ApplySize: opt.ApplySize,
			ApplyComponents: opt.ApplyComponents, Latency: opt.Latency.String(), Parallelism: opt.Parallelism, PrepareParallelism: opt.PrepareParallelism,
			Env: opt.Env, RateLimit: opt.RateLimit,
		},
	}}
	b.logf("building the provider")
	binDir := filepath.Join(root, "bin")
	if err := os.MkdirAll(binDir, 0o755); err != nil {
		return nil, err
	}
	if err := buildProvider(ctx, opt.Go, opt.ModuleRoot, ".", binDir, "rainbond", "0.0.0-bench"); err != nil {
		return nil, err
	}
	if err := buildProvider(ctx, opt.Go, opt.ModuleRoot, "./internal/bench/cmd/noopprovider", binDir, "rbnoop", "0.0.0-bench"); err != nil {
		return nil, err
	}
	cli := filepath.Join(root, "dev.tfrc")
	if err := writeCLIConfig(cli, binDir); err != nil {
		return nil, err
	}
	b.tf = newTerraform(opt.Terraform, cli, opt.Env)
	b.res.Terraform = b.tf.version(ctx, root)

	stop, err := b.serveMock(max(opt.Components, opt.ApplyComponents))
	if err != nil {
		return nil, err
	}
	defer stop()

	if err := b.measure(ctx); err != nil {
		return nil, err
	}
	b.res.Duration = time.Since(started).Round(time.Second).String()
	return b.res, nil
}

// measure runs the figures of the mode, then the rate limit's.
func (b *bench) measure(ctx context.Context) error {
	if b.opt.Scale {
		b.res.Options.ScaleSizes = b.opt.ScaleSizes
		for _, n := range b.opt.ScaleSizes {
			if err := b.scaleFigures(ctx, n); err != nil {
				return err
			}
		}
	} else {
		for _, n := range b.opt.PlanSizes {
			if err := b.planFigures(ctx, n); err != nil {
				return err
			}
		}
		if err := b.applyFigures(ctx, b.opt.ApplySize); err != nil {
			return err
		}
	}
	if b.opt.RateLimit > 0 {
		return b.rateLimitFigures(ctx)
	}
	return nil
}

// serveMock serves the gateway on a loopback port in this process.
func (b *bench) serveMock(components int) (func(), error) {
	gw, err := mockgateway.New(mockgateway.ScaleFixture(components, 0))
	if err != nil {
		return nil, err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: gw, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(l) }()
	b.gw, b.url = gw, "http://"+l.Addr().String()
	return func() { _ = srv.Close() }, nil
}

func (b *bench) logf(format string, args ...any) {
	if b.opt.Log != nil {
		fmt.Fprintf(b.opt.Log, "bench: "+format+"\n", args...)
	}
}

// prepare applies a configuration with no latency, so that a plan has a
// state to refresh.
func (b *bench) prepare(ctx context.Context, dir string, n int) error {
	b.gw.SetLatency(0)
	start := time.Now()
	_, err := b.tf.mustSucceed(ctx, dir, nil, "apply", "-auto-approve", "-input=false", "-no-color",
		"-parallelism="+strconv.Itoa(b.opt.PrepareParallelism))
	b.logf("  prepared %d resources in %s (%s)", n, time.Since(start).Round(time.Millisecond), filepath.Base(dir))
	return err
}

// plan runs a refreshing plan that must find nothing to change, with the
// mock's latency on, and returns its wall time and the requests it made.
func (b *bench) plan(ctx context.Context, dir string, env []string) (time.Duration, map[string]int, error) {
	b.gw.SetLatency(b.opt.Latency)
	defer b.gw.SetLatency(0)
	b.gw.ResetCounts()
	res, err := b.tf.mustSucceed(ctx, dir, env, "plan", "-detailed-exitcode", "-input=false", "-no-color",
		"-parallelism="+strconv.Itoa(b.opt.Parallelism))
	if err != nil {
		return 0, nil, fmt.Errorf("a plan of unchanged resources must exit 0 (no changes): %w", err)
	}
	return res.wall, b.gw.Counts(), nil
}

// planFigures measures plans of n ports with the cache on and off against
// plans of n terraform_data resources and of n resources of the no-op
// framework provider, with and without the port's identity schema,
// interleaving their runs.
func (b *bench) planFigures(ctx context.Context, n int) error {
	dirs, err := b.planWorkdirs(ctx, n)
	if err != nil {
		return err
	}
	m, err := b.planRuns(ctx, dirs)
	if err != nil {
		return err
	}
	b.reportPlans(n, m)
	return nil
}

// planDirs are the working directories of one plan size.
type planDirs struct{ ports, data, noop, plain string }

// planWorkdirs writes and applies the configurations whose plans are
// measured.
func (b *bench) planWorkdirs(ctx context.Context, n int) (planDirs, error) {
	b.gw.ResetModel()
	var d planDirs
	for _, w := range []struct {
		dir    *string
		name   string
		config string
	}{
		{&d.ports, "ports", portsConfig(b.url, mockgateway.DefaultToken, n, b.opt.Components)},
		{&d.data, "data", dataConfig(n)},
		{&d.noop, "noop", noopConfig(noopPort, n, b.opt.Components)},
		{&d.plain, "plain", noopConfig(plainPort, n, b.opt.Components)},
	} {
		dir, err := newWorkdir(b.root, fmt.Sprintf("%s-%d", w.name, n), w.config)
		if err != nil {
			return d, err
		}
		*w.dir = dir
	}
	b.logf("plan of %d ports over %d components", n, b.opt.Components)
	for _, dir := range []string{d.ports, d.data, d.noop, d.plain} {
		if err := b.prepare(ctx, dir, n); err != nil {
			return d, err
		}
	}
	return d, nil
}

// planSeries is the runs of one cache mode of the port plan.
type planSeries struct {
	name   string
	env    []string
	times  []float64
	counts []map[string]int // per run
}

// planMeasures is what the runs of one plan size measured.
type planMeasures struct {
	modes                            []*planSeries // cache on, then off
	dataTimes, noopTimes, plainTimes []float64
}

// planRuns runs the plans of every configuration, one of each per run.
func (b *bench) planRuns(ctx context.Context, d planDirs) (planMeasures, error) {
	m := planMeasures{modes: []*planSeries{
		{name: "on", env: []string{"RAINBOND_READ_CACHE=true"}},
		{name: "off", env: []string{"RAINBOND_READ_CACHE=false"}},
	}}
	for run := 1; run <= b.opt.Runs; run++ {
		line := fmt.Sprintf("  run %d:", run)
		for _, floor := range []struct {
			dir, label string
			times      *[]float64
		}{
			{d.data, " terraform_data %.2fs", &m.dataTimes},
			{d.noop, ", no-op provider %.2fs", &m.noopTimes},
			{d.plain, " (%.2fs without identity)", &m.plainTimes},
		} {
			wall, _, err := b.plan(ctx, floor.dir, nil)
			if err != nil {
				return m, err
			}
			*floor.times = append(*floor.times, wall.Seconds())
			line += fmt.Sprintf(floor.label, wall.Seconds())
		}
		for _, s := range m.modes {
			wall, counts, err := b.plan(ctx, d.ports, s.env)
			if err != nil {
				return m, err
			}
			s.times = append(s.times, wall.Seconds())
			s.counts = append(s.counts, counts)
			line += fmt.Sprintf(", cache %s %.2fs %d ListPorts", s.name, wall.Seconds(), counts[mockgateway.OpListPorts])
		}
		b.logf("%s", line)
	}
	return m, nil
}

// reportPlans adds the figures of one plan size, with the targets that
// apply to it.
func (b *bench) reportPlans(n int, m planMeasures) {
	for _, s := range m.modes {
		cmd := fmt.Sprintf("plan N=%d cache=%s", n, s.name)
		perOp := byOperation(s.counts)
		lists := toFloats(perOp[mockgateway.OpListPorts])
		target := 0.0
		if s.name == "on" && n == 1000 && b.opt.Components == 50 {
			target = TargetListsCacheOn
		}
		b.res.Figures = append(b.res.Figures, newFigure(cmd+": ListPorts requests", "requests", lists, target))
		for _, op := range sortedOps(perOp) {
			b.res.PlanCounts = append(b.res.PlanCounts, RequestCount{Command: cmd, Operation: op, Runs: perOp[op]})
		}
		b.res.Figures = append(b.res.Figures, newFigure(cmd+": wall time", "s", s.times, 0))
		target = 0
		if s.name == "on" && n == b.opt.RatioSize && b.opt.Latency == NoopRatioLatency {
			target = TargetNoopRatio
		}
		b.res.Figures = append(b.res.Figures,
			newFigure(cmd+": time / no-op provider plan", "ratio", ratios(s.times, m.noopTimes), target),
			newFigure(cmd+": time / no-op provider plan without identity", "ratio", ratios(s.times, m.plainTimes), 0),
			newFigure(cmd+": time / terraform_data plan", "ratio", ratios(s.times, m.dataTimes), 0))
	}
	target := 0.0
	if n == b.opt.RatioSize && b.opt.Latency == CacheRatioLatency {
		target = TargetCacheRatio
	}
	b.res.Figures = append(b.res.Figures,
		newFigure(fmt.Sprintf("plan N=%d: time cache on / cache off", n), "ratio", ratios(m.modes[0].times, m.modes[1].times), target),
		newFigure(fmt.Sprintf("plan N=%d terraform_data: wall time", n), "s", m.dataTimes, 0),
		newFigure(fmt.Sprintf("plan N=%d no-op provider: wall time", n), "s", m.noopTimes, 0),
		newFigure(fmt.Sprintf("plan N=%d no-op provider: time / terraform_data plan", n), "ratio", ratios(m.noopTimes, m.dataTimes), 0),
		newFigure(fmt.Sprintf("plan N=%d no-op provider without identity: wall time", n), "s", m.plainTimes, 0),
		newFigure(fmt.Sprintf("plan N=%d no-op provider: time / no-op provider without identity", n), "ratio", ratios(m.noopTimes, m.plainTimes), 0))
}

// applyFigures measures applies of n new ports against the ideal of their
// requests spread perfectly over -parallelism. Applies of n resources of
// the no-op framework provider and of terraform_data, in the same runs,
// show what terraform and the framework cost without any API. After each
// apply a plan (not timed) must find nothing to change.
func (b *bench) applyFigures(ctx context.Context, n int) error {
	comps := b.opt.ApplyComponents
	b.logf("apply of %d ports over %d components at -parallelism=%d, %s per request", n, comps, b.opt.Parallelism, b.opt.Latency)
	par := "-parallelism=" + strconv.Itoa(b.opt.Parallelism)
	apply := func(dir string) (float64, error) {
		res, err := b.tf.mustSucceed(ctx, dir, nil, "apply", "-auto-approve", "-input=false", "-no-color", par)
		return res.wall.Seconds(), err
	}
	var walls, ideals, noopWalls, dataWalls, totals []float64
	var counts []map[string]int
	for run := 1; run <= b.opt.Runs; run++ {
		b.gw.ResetModel()
		dirs := map[string]string{
			"ports": portsConfig(b.url, mockgateway.DefaultToken, n, comps),
			"noop":  noopConfig(noopPort, n, comps),
			"data":  dataConfig(n),
		}
		for name, cfg := range dirs {
			dir, err := newWorkdir(b.root, fmt.Sprintf("apply-%s-%d-run%d", name, n, run), cfg)
			if err != nil {
				return err
			}
			dirs[name] = dir
		}
		wall, err := apply(dirs["data"])
		if err != nil {
			return err
		}
		dataWalls = append(dataWalls, wall)
		if wall, err = apply(dirs["noop"]); err != nil {
			return err
		}
		noopWalls = append(noopWalls, wall)

		b.gw.ResetCounts()
		b.gw.SetLatency(b.opt.Latency)
		wall, err = apply(dirs["ports"])
		b.gw.SetLatency(0)
		if err != nil {
			return err
		}
		if got := b.portsOnMock(); got != n {
			return fmt.Errorf("after the apply of %d ports the mock has %d", n, got)
		}
		total := b.gw.TotalRequests()
		ideal := float64(total) * b.opt.Latency.Seconds() / float64(b.opt.Parallelism)
		walls, ideals = append(walls, wall), append(ideals, ideal)
		counts, totals = append(counts, b.gw.Counts()), append(totals, float64(total))
		if _, err := b.tf.mustSucceed(ctx, dirs["ports"], nil, "plan", "-detailed-exitcode", "-input=false", "-no-color", par); err != nil {
			return fmt.Errorf("the plan after the apply must find nothing to change: %w", err)
		}
		b.logf("  run %d: %.2fs for %d requests (ideal %.2fs); no-op provider %.2fs; terraform_data %.2fs",
			run, wall, total, ideal, noopWalls[len(noopWalls)-1], dataWalls[len(dataWalls)-1])
	}
	cmd := fmt.Sprintf("apply N=%d over %d components", n, comps)
	perOp := byOperation(counts)
	for _, op := range sortedOps(perOp) {
		b.res.ApplyCounts = append(b.res.ApplyCounts, RequestCount{Command: cmd, Operation: op, Runs: perOp[op]})
	}
	beyondFloor := make([]float64, len(walls))
	for i := range walls {
		beyondFloor[i] = (walls[i] - noopWalls[i]) / ideals[i]
	}
	b.res.Figures = append(b.res.Figures,
		newFigure(cmd+": requests", "requests", totals, TargetApplyRequestsPerPort*float64(n)),
		newFigure(cmd+": wall time", "s", walls, 0),
		newFigure(cmd+": ideal (requests × latency / parallelism)", "s", ideals, 0),
		newFigure(cmd+": time / ideal", "ratio", ratios(walls, ideals), 0),
		newFigure(cmd+": (time - no-op provider time) / ideal", "ratio", beyondFloor, 0),
		newFigure(cmd+" no-op provider: wall time", "s", noopWalls, 0),
		newFigure(cmd+" terraform_data: wall time", "s", dataWalls, 0),
	)
	return nil
}

func sortedOps(m map[string][]int) []string {
	ops := make([]string, 0, len(m))
	for op := range m {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	return ops
}

// byOperation turns per-run counts into per-operation runs, with a zero
// where a run did not see the operation.
func byOperation(runs []map[string]int) map[string][]int {
	out := map[string][]int{}
	for _, r := range runs {
		for op := range r {
			out[op] = nil
		}
	}
	for op := range out {
		for _, r := range runs {
			out[op] = append(out[op], r[op])
		}
	}
	return out
}

// portsOnMock counts the ports of every component.
func (b *bench) portsOnMock() int {
	n := 0
	for _, c := range b.gw.Components() {
		n += len(b.gw.Ports(c.ServiceID))
	}
	return n
}

func toFloats(xs []int) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = float64(x)
	}
	return out
}
