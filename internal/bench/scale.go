package bench

import (
	"context"
	"fmt"
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

// scaleKind is one configuration the scale mode measures.
type scaleKind struct {
	name   string
	config func(n int) string
}

func (b *bench) scaleKinds() []scaleKind {
	comps := b.opt.Components
	return []scaleKind{
		{"terraform_data", dataConfig},
		{"no-op provider", func(n int) string { return noopConfig(noopPort, n, comps) }},
		{"ports", func(n int) string { return portsConfig(b.url, mockgateway.DefaultToken, n, comps) }},
	}
}

// scaleFigures measures the apply and the plan of n resources of every
// kind, one of each per run.
func (b *bench) scaleFigures(ctx context.Context, n int) error {
	b.logf("scale: %d resources over %d components at -parallelism=%d, %s per request", n, b.opt.Components, b.opt.Parallelism, b.opt.Latency)
	kinds := b.scaleKinds()
	applies, plans := make([][]float64, len(kinds)), make([][]float64, len(kinds))
	var applyRequests, planLists []float64
	for run := 1; run <= b.opt.Runs; run++ {
		b.gw.ResetModel()
		line := fmt.Sprintf("  run %d:", run)
		for i, k := range kinds {
			dir, err := newWorkdir(b.root, fmt.Sprintf("scale-%d-%d-run%d", i, n, run), k.config(n))
			if err != nil {
				return err
			}
			b.gw.ResetCounts()
			apply, err := b.timedApply(ctx, dir, nil)
			if err != nil {
				return err
			}
			requests := b.gw.TotalRequests()
			plan, counts, err := b.plan(ctx, dir, nil)
			if err != nil {
				return err
			}
			applies[i], plans[i] = append(applies[i], apply), append(plans[i], plan.Seconds())
			if k.name == "ports" {
				if got := b.portsOnMock(); got != n {
					return fmt.Errorf("after the apply of %d ports the mock has %d", n, got)
				}
				applyRequests = append(applyRequests, float64(requests))
				planLists = append(planLists, float64(counts[mockgateway.OpListPorts]))
			}
			line += fmt.Sprintf(" %s apply %.1fs plan %.1fs;", k.name, apply, plan.Seconds())
		}
		b.logf("%s", line)
	}
	for i, k := range kinds {
		b.res.Figures = append(b.res.Figures,
			newFigure(fmt.Sprintf("scale N=%d %s: apply wall time", n, k.name), "s", applies[i], 0),
			newFigure(fmt.Sprintf("scale N=%d %s: plan wall time", n, k.name), "s", plans[i], 0))
	}
	ports := len(kinds) - 1
	b.res.Figures = append(b.res.Figures,
		newFigure(fmt.Sprintf("scale N=%d ports: apply requests", n), "requests", applyRequests, 0),
		newFigure(fmt.Sprintf("scale N=%d ports: plan ListPorts requests", n), "requests", planLists, 0),
		newFigure(fmt.Sprintf("scale N=%d ports: plan time / no-op provider plan", n), "ratio", ratios(plans[ports], plans[1]), 0),
		newFigure(fmt.Sprintf("scale N=%d ports: apply time / no-op provider apply", n), "ratio", ratios(applies[ports], applies[1]), 0))
	return nil
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
