package bench

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The scale mode (`make bench-scale`): how plan and apply time grow with the
// size of one state, at the ports of Options.ScaleSizes. Each size is one
// apply of new ports from an empty state, then one refreshing plan that
// must find nothing to change, at the measured latency and parallelism, as
// a user's first apply and every later plan; terraform_data and the no-op
// provider do the same in the same runs, to tell terraform's own growth
// from the provider's.

// scaleKind is one configuration the scale mode measures; flag is its
// name in -scale-kinds.
type scaleKind struct {
	name, flag string
	config     func(n int) string
	// ports marks the provider's two port forms, whose requests are
	// counted and whose ports are checked on the mock after the apply.
	ports bool
}

// The names of the port forms in the figures.
const (
	perPortKind   = "ports"
	aggregateKind = "ports as rainbond_component_ports"
)

// The targets for the aggregate form at AggregateTargetSize ports
// (issue 30): its apply within 0.25 times, and its plan within 0.6 times,
// those of one resource per port, in the same run; at most 1.1 requests
// per applied port in either form.
const (
	AggregateTargetSize   = 5000
	aggregateApplyTarget  = 0.25
	aggregatePlanTarget   = 0.6
	requestsPerPortTarget = 1.1
)

func (b *bench) allScaleKinds() []scaleKind {
	comps := b.opt.Components
	return []scaleKind{
		{name: "terraform_data", flag: "data", config: dataConfig},
		{name: "no-op provider", flag: "noop", config: func(n int) string { return noopConfig(noopPort, n, comps) }},
		{name: perPortKind, flag: "ports", config: func(n int) string { return portsConfig(b.url, mockgateway.DefaultToken, n, comps) }, ports: true},
		{name: aggregateKind, flag: "aggregate", config: func(n int) string { return aggregateConfig(b.url, mockgateway.DefaultToken, n, comps) }, ports: true},
	}
}

// scaleKindNames are the values -scale-kinds accepts.
var scaleKindNames = []string{"data", "noop", "ports", "aggregate"}

// scaleKinds are the kinds Options.ScaleKinds selects, in their order.
func (b *bench) scaleKinds() ([]scaleKind, error) {
	all := b.allScaleKinds()
	if len(b.opt.ScaleKinds) == 0 {
		return all, nil
	}
	var out []scaleKind
	for _, k := range all {
		if slices.Contains(b.opt.ScaleKinds, k.flag) {
			out = append(out, k)
		}
	}
	for _, name := range b.opt.ScaleKinds {
		if !slices.Contains(scaleKindNames, name) {
			return nil, fmt.Errorf("unknown scale kind %q (want some of %v)", name, scaleKindNames)
		}
	}
	return out, nil
}

// scaleSamples are the figures of each kind over the runs, by the kind's
// index: wall times, and for the port forms the apply's requests and the
// plan's port lists.
type scaleSamples struct {
	applies, plans, applyRequests, planLists [][]float64
}

// scaleFigures measures the apply and the plan of n ports as every kind,
// one of each per run, and compares the two port forms.
func (b *bench) scaleFigures(ctx context.Context, n int) error {
	b.logf("scale: %d resources over %d components at -parallelism=%d, %s per request", n, b.opt.Components, b.opt.Parallelism, b.opt.Latency)
	kinds, err := b.scaleKinds()
	if err != nil {
		return err
	}
	sm, err := b.measureScale(ctx, n, kinds)
	if err != nil {
		return err
	}
	applies, plans, applyRequests, planLists := sm.applies, sm.plans, sm.applyRequests, sm.planLists
	// The apply reads each component once (for the resources' identities)
	// beside one request per port: the target holds from the ten
	// ports per component (5000 over 500).
	perPortTarget := 0.0
	if n >= 10*b.opt.Components {
		perPortTarget = requestsPerPortTarget
	}
	byName := map[string]int{}
	for i, k := range kinds {
		byName[k.name] = i
		b.res.Figures = append(b.res.Figures,
			newFigure(fmt.Sprintf("scale N=%d %s: apply wall time", n, k.name), "s", applies[i], 0),
			newFigure(fmt.Sprintf("scale N=%d %s: plan wall time", n, k.name), "s", plans[i], 0))
		if !k.ports {
			continue
		}
		perPort := make([]float64, len(applyRequests[i]))
		for j, r := range applyRequests[i] {
			perPort[j] = r / float64(n)
		}
		b.res.Figures = append(b.res.Figures,
			newFigure(fmt.Sprintf("scale N=%d %s: apply requests", n, k.name), "requests", applyRequests[i], 0),
			newFigure(fmt.Sprintf("scale N=%d %s: apply requests per port", n, k.name), "ratio", perPort, perPortTarget),
			// Each component's ports listed once.
			newFigure(fmt.Sprintf("scale N=%d %s: plan ListPorts requests", n, k.name), "requests", planLists[i], float64(min(n, b.opt.Components))))
	}
	noop, hasNoop := byName["no-op provider"]
	per, hasPer := byName[perPortKind]
	agg, hasAgg := byName[aggregateKind]
	if hasNoop && hasPer {
		b.res.Figures = append(b.res.Figures,
			newFigure(fmt.Sprintf("scale N=%d ports: plan time / no-op provider plan", n), "ratio", ratios(plans[per], plans[noop]), 0),
			newFigure(fmt.Sprintf("scale N=%d ports: apply time / no-op provider apply", n), "ratio", ratios(applies[per], applies[noop]), 0))
	}
	if hasPer && hasAgg {
		applyTarget, planTarget := 0.0, 0.0
		if n >= AggregateTargetSize {
			applyTarget, planTarget = aggregateApplyTarget, aggregatePlanTarget
		}
		b.res.Figures = append(b.res.Figures,
			newFigure(fmt.Sprintf("scale N=%d aggregate/per-port: apply time", n), "ratio", ratios(applies[agg], applies[per]), applyTarget),
			newFigure(fmt.Sprintf("scale N=%d aggregate/per-port: plan time", n), "ratio", ratios(plans[agg], plans[per]), planTarget))
	}
	return nil
}

// measureScale applies and plans n ports as each kind, b.opt.Runs times,
// each from a platform without ports, and logs a line per run.
func (b *bench) measureScale(ctx context.Context, n int, kinds []scaleKind) (scaleSamples, error) {
	k := len(kinds)
	sm := scaleSamples{make([][]float64, k), make([][]float64, k), make([][]float64, k), make([][]float64, k)}
	for run := 1; run <= b.opt.Runs; run++ {
		line := fmt.Sprintf("  run %d:", run)
		for i, k := range kinds {
			b.gw.ResetModel()
			dir, err := newWorkdir(b.root, fmt.Sprintf("scale-%s-%d-run%d", k.flag, n, run), k.config(n))
			if err != nil {
				return sm, err
			}
			b.gw.ResetCounts()
			apply, err := b.timedApply(ctx, dir, nil)
			if err != nil {
				return sm, err
			}
			requests := b.gw.TotalRequests()
			plan, counts, err := b.plan(ctx, dir, nil)
			if err != nil {
				return sm, err
			}
			sm.applies[i], sm.plans[i] = append(sm.applies[i], apply), append(sm.plans[i], plan.Seconds())
			if !k.ports {
				line += fmt.Sprintf(" %s apply %.1fs plan %.1fs;", k.name, apply, plan.Seconds())
				continue
			}
			if got := b.portsOnMock(); got != n {
				return sm, fmt.Errorf("after the apply of %d ports as %s the mock has %d", n, k.name, got)
			}
			sm.applyRequests[i] = append(sm.applyRequests[i], float64(requests))
			sm.planLists[i] = append(sm.planLists[i], float64(counts[mockgateway.OpListPorts]))
			line += fmt.Sprintf(" %s apply %.1fs (%d requests) plan %.1fs (%d lists);", k.name, apply, requests, plan.Seconds(), counts[mockgateway.OpListPorts])
		}
		b.logf("%s", line)
	}
	return sm, nil
}

// timedApply applies dir with the mock's latency on and returns its wall
// time in seconds.
func (b *bench) timedApply(ctx context.Context, dir string, env []string) (float64, error) {
	b.gw.SetLatency(b.opt.Latency)
	defer b.gw.SetLatency(0)
	res, err := b.tf.mustSucceed(ctx, dir, env, "apply", "-auto-approve", "-input=false", "-no-color",
		"-parallelism="+strconv.Itoa(b.opt.Parallelism))
	return res.wall.Seconds(), err
}

// rateLimitFigures applies RateLimitSize new ports with
// max_requests_per_second = RateLimit and reports the most requests the
// mock saw within one second, a count that must not exceed the limit.
func (b *bench) rateLimitFigures(ctx context.Context) error {
	n, limit := b.opt.RateLimitSize, b.opt.RateLimit
	b.logf("apply of %d ports with max_requests_per_second = %d", n, limit)
	var busiest, walls, totals []float64
	for run := 1; run <= b.opt.Runs; run++ {
		b.gw.ResetModel()
		dir, err := newWorkdir(b.root, fmt.Sprintf("ratelimit-%d-run%d", n, run), portsConfig(b.url, mockgateway.DefaultToken, n, b.opt.ApplyComponents))
		if err != nil {
			return err
		}
		b.gw.ResetCounts()
		wall, err := b.timedApply(ctx, dir, []string{"RAINBOND_MAX_REQUESTS_PER_SECOND=" + strconv.Itoa(limit)})
		if err != nil {
			return err
		}
		if got := b.portsOnMock(); got != n {
			return fmt.Errorf("after the apply of %d ports the mock has %d", n, got)
		}
		most := mockgateway.BusiestSecond(b.gw.Requests())
		busiest, walls = append(busiest, float64(most)), append(walls, wall)
		totals = append(totals, float64(b.gw.TotalRequests()))
		b.logf("  run %d: %d requests in %.1fs, at most %d within one second", run, b.gw.TotalRequests(), wall, most)
	}
	cmd := fmt.Sprintf("apply N=%d at max_requests_per_second=%d", n, limit)
	b.res.Figures = append(b.res.Figures,
		newFigure(cmd+": most requests within one second", "requests", busiest, float64(limit)),
		newFigure(cmd+": requests", "requests", totals, 0),
		newFigure(cmd+": wall time", "s", walls, 0))
	return nil
}
