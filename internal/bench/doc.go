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
//     ratio to `terraform plan` of N terraform_data resources timed in the
//     same run;
//   - the wall time of applying ports at -parallelism=10 with that latency,
//     as a ratio to the ideal: requests × latency / parallelism.
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
