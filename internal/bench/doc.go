// Package bench measures the provider at scale: the real terraform CLI runs
// the provider binary (built with go build -ldflags, found through a
// dev_overrides CLI config, so no init) against the mock gateway served in
// the same process on 127.0.0.1, with injected latency and per-operation
// request counters.
//
// It measures, each figure over several runs (min, median, max):
//
//   - the API requests per operation of `terraform plan` (with refresh) of N
//     ports spread over 50 components, with the read cache on and off;
//   - the wall time of that plan with a fixed latency per request, as a
//     ratio to the same plan of the no-op provider (below), to the plan
//     with the cache off, and to `terraform plan` of N terraform_data
//     resources, all timed in the same runs;
//   - the requests and wall time of applying 200 new ports over 10
//     components at -parallelism=10 with that latency, as a ratio to the
//     ideal (requests × latency / parallelism), with and without the no-op
//     provider's apply of the same resources; a plan after each apply must
//     be empty.
//
// With -scale (`make bench-scale`) it measures instead how one state grows:
// at 100, 1000 and 5000 ports, the apply of new ports from an empty state
// and the refreshing plan after it, with terraform_data and the no-op
// provider at the same sizes in the same runs (scale.go). Both modes end
// with an apply of 200 ports at max_requests_per_second = 20, whose busiest
// second of the mock's request log must stay within the limit.
//
// `make bench` uses 20 ms per request, `make bench-latency` 100 ms. A
// request count above its target fails the run: counts do not depend on
// the machine. Times do, so a time above its target is only reported.
//
// Two references run in the same runs: terraform_data (terraform's built-in
// provider, no plugin process) and a no-op framework provider whose one
// resource has rainbond_component_port's schema and does nothing
// (cmd/noopprovider). The no-op provider is the floor of any provider built
// on the plugin framework: the gap to terraform_data is the plugin protocol
// and the framework; the gap above the no-op provider is this provider's.
//
// The state a plan refreshes is prepared once per size by an apply with no
// latency and high parallelism; only the plans are counted and timed.
//
// Run it with `make bench` or `go run ./internal/bench/cmd/bench`; it prints
// a table and writes the same figures as JSON (bench-results/bench.json).
package bench
