package readonly_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/readonly"
)

// monitorRangeHCL renders a rainbond_app_monitor_range of the blog app with
// the given range lines.
func monitorRangeHCL(name, rangeLines string) string {
	return fmt.Sprintf(`
data "rainbond_app_monitor_range" %q {
  team_id     = %q
  region_name = %q
  app_id      = %d
  %s
}
`, name, mockgateway.DefaultTeam, mockgateway.DefaultRegion, mockgateway.BlogAppID, rangeLines)
}

// The fixture records blog-web's "request" series at 1717200000, +60 and
// +120 (2024-06-01T00:00:00Z and the next two minutes). The mock answers
// the points here, as a server without the range defect would.
func TestAccAppMonitorRangeDataSource(t *testing.T) {
	env := acctest.NewDefaultEnv(t)
	env.GW.SetMonitorRangeDefect(false)
	const addr = "data.rainbond_app_monitor_range.blog"
	request := tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("monitors").AtSliceIndex(1)
	point := func(ts float64, v string) knownvalue.Check {
		return knownvalue.ObjectExact(map[string]knownvalue.Check{"timestamp": knownvalue.Float64Exact(ts), "value": knownvalue.StringExact(v)})
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(monitorRangeHCL("blog", `
  start = "2024-06-01T02:00:00+02:00"
  end   = "2024-06-01T00:02:00.900Z"
`) + monitorRangeHCL("unix", `
  start = "1717200000"
  end   = "1717200060"
  step  = 30
`)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("step"), knownvalue.Int64Exact(60)),
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("service_alias"), knownvalue.StringExact(mockgateway.BlogWebAlias)),
				statecheck.ExpectKnownValue(addr, request.AtMapKey("monitor_item"), knownvalue.StringExact("request")),
				statecheck.ExpectKnownValue(addr, request.AtMapKey("result_type"), knownvalue.StringExact("matrix")),
				statecheck.ExpectKnownValue(addr, request.AtMapKey("results").AtSliceIndex(0).AtMapKey("values"), knownvalue.ListExact([]knownvalue.Check{
					point(1717200000, "14"), point(1717200060, "15"), point(1717200120, "17"),
				})),
				// A synthesized series has one point per step.
				statecheck.ExpectKnownValue("data.rainbond_app_monitor_range.unix",
					tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("monitors").AtSliceIndex(0).AtMapKey("results").AtSliceIndex(0).AtMapKey("values"),
					knownvalue.ListSizeExact(3)),
			},
			// RFC 3339 input reaches the server as Unix seconds.
			Check: func(*terraform.State) error {
				want := map[string]bool{
					"start=1717200000&end=1717200120&step=60": false,
					"start=1717200000&end=1717200060&step=30": false,
				}
				for _, q := range acctest.RequestQueries(t, env.GW, mockgateway.OpQueryMonitorRange) {
					key := fmt.Sprintf("start=%s&end=%s&step=%s", q.Get("start"), q.Get("end"), q.Get("step"))
					if _, ok := want[key]; !ok {
						return fmt.Errorf("unexpected range query %s", q.Encode())
					}
					want[key] = true
				}
				for k, seen := range want {
					if !seen {
						return fmt.Errorf("range query %s never reached the mock", k)
					}
				}
				return nil
			},
		}},
	})
}

// The server's range defect (every series of an item with data comes back
// as {"value": []}): the data source returns the items, with no points,
// and warns that the platform returned none; it does not fail.
func TestAccAppMonitorRangeDataSource_serverDefect(t *testing.T) {
	env := acctest.NewDefaultEnv(t) // the region's defect: its stand-in on the kit's console has none
	w := acctest.NewCLIWorkdir(t, env.Config(monitorRangeHCL("blog", `
  start = "1717200000"
  end   = "1717200120"
`)+`
output "items" {
  value = [for m in data.rainbond_app_monitor_range.blog.components[0].monitors : m.monitor_item]
}
output "points" {
  value = sum([for m in data.rainbond_app_monitor_range.blog.components[0].monitors : length(m.results[0].values)])
}
`))
	out := w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "apply", out,
		"Warning: The platform returned no data points",
		mockgateway.BlogWebAlias+" ("+mockgateway.BlogWebID+"): request_time, request, request_client",
		"a known defect of the server")
	items := w.Run("output", "-json", "items")
	acctest.ExpectIn(t, "items", items, `"request_time"`, `"request"`, `"request_client"`)
	if points := strings.TrimSpace(w.Run("output", "points")); points != "0" {
		t.Errorf("points = %s, want 0", points)
	}
}

// Bad ranges fail at plan time with a message that says what to change, and
// never reach the server.
func TestAccAppMonitorRangeDataSource_planTimeValidation(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	step := func(name, lines string, want ...string) resource.TestStep {
		return resource.TestStep{
			Config:      env.Config(monitorRangeHCL(name, lines)),
			PlanOnly:    true,
			ExpectError: acctest.ErrorSeq(want...),
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			step("backwards", `
  start = "2024-06-01T01:00:00Z"
  end   = "2024-06-01T00:00:00Z"
`, "End not after start", "end (2024-06-01T00:00:00Z, Unix 1717200000) must be later than start (2024-06-01T01:00:00Z, Unix 1717203600)"),
			step("step0", `
  start = "1717200000"
  end   = "1717203600"
  step  = 0
`, "Invalid step", "step must be a positive number of seconds, got 0"),
			step("too_many", `
  start = "2024-01-01T00:00:00Z"
  end   = "2024-06-01T00:00:00Z"
  step  = 60
`, "Too many points per series", "each series would hold 218881 points", "at most 11000", "step of at least 1194 s"),
			step("not_a_time", `
  start = "yesterday"
  end   = "1717200000"
`, "Invalid time", `"yesterday" is neither an RFC 3339 time`),
			{
				Config: env.Config(fmt.Sprintf(`
data "rainbond_app_monitor_range" "text_app" {
  team_id     = %q
  region_name = %q
  app_id      = "blog"
  start       = "1717200000"
  end         = "1717200060"
}
`, mockgateway.DefaultTeam, mockgateway.DefaultRegion)),
				PlanOnly:    true,
				ExpectError: acctest.ErrorRegex(`Inappropriate value for attribute "app_id": a number is required.`),
			},
		},
	})
	if n := env.GW.Count(mockgateway.OpQueryMonitorRange); n != 0 {
		t.Errorf("invalid ranges sent %d requests to the server", n)
	}
}

// An end or start that is not known until apply is checked when known.
func TestAppMonitorRangeValidateConfigUnknown(t *testing.T) {
	ctx := t.Context()
	ds := readonly.NewAppMonitorRangeDataSource().(datasource.DataSourceWithValidateConfig)
	var sr datasource.SchemaResponse
	ds.Schema(ctx, datasource.SchemaRequest{}, &sr)
	typ, ok := sr.Schema.Type().TerraformType(ctx).(tftypes.Object)
	if !ok {
		t.Fatalf("schema type is %T", sr.Schema.Type().TerraformType(ctx))
	}

	vals := map[string]tftypes.Value{}
	for name, at := range typ.AttributeTypes {
		vals[name] = tftypes.NewValue(at, nil)
	}
	vals["start"] = tftypes.NewValue(tftypes.String, tftypes.UnknownValue)
	vals["end"] = tftypes.NewValue(tftypes.String, "1717200000")
	vals["step"] = tftypes.NewValue(tftypes.Number, 0)
	cfg := tfsdk.Config{Schema: sr.Schema, Raw: tftypes.NewValue(typ, vals)}

	var resp datasource.ValidateConfigResponse
	ds.ValidateConfig(ctx, datasource.ValidateConfigRequest{Config: cfg}, &resp)
	if len(resp.Diagnostics) != 1 || resp.Diagnostics[0].Summary() != "Invalid step" {
		t.Errorf("unknown start with step 0: %v", resp.Diagnostics)
	}

	vals["step"] = tftypes.NewValue(tftypes.Number, nil)
	cfg.Raw = tftypes.NewValue(typ, vals)
	resp = datasource.ValidateConfigResponse{}
	ds.ValidateConfig(ctx, datasource.ValidateConfigRequest{Config: cfg}, &resp)
	if resp.Diagnostics.HasError() {
		t.Errorf("unknown start: %v", resp.Diagnostics)
	}
}
