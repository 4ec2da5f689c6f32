package acctest

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// StateMatchesMock is a state check that compares a resource's attributes in
// terraform state with the mock's model. model receives the resource's
// state attributes (to find the object: path parts, ids) and returns the
// attributes the mock says it should have; each of them must equal the
// state's value (compared as printed, so 8080 equals 8080.0). A nil map
// from model means "the object does not exist on the mock", an error.
func (e *Env) StateMatchesMock(address string, model func(attrs map[string]any) (map[string]any, error)) statecheck.StateCheck {
	return stateMatchesMock{address: address, model: model}
}

type stateMatchesMock struct {
	address string
	model   func(map[string]any) (map[string]any, error)
}

func (c stateMatchesMock) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
		resp.Error = fmt.Errorf("%s: no state", c.address)
		return
	}
	var attrs map[string]any
	for _, r := range req.State.Values.RootModule.Resources {
		if r.Address == c.address {
			attrs = r.AttributeValues
		}
	}
	if attrs == nil {
		resp.Error = fmt.Errorf("%s: not in state", c.address)
		return
	}
	want, err := c.model(attrs)
	if err != nil {
		resp.Error = fmt.Errorf("%s: %w", c.address, err)
		return
	}
	if want == nil {
		resp.Error = fmt.Errorf("%s: in state but not on the mock", c.address)
		return
	}
	if diffs := DiffAttrs(attrs, want); len(diffs) > 0 {
		resp.Error = fmt.Errorf("%s: state differs from the mock: %s", c.address, strings.Join(diffs, "; "))
	}
}

// DiffAttrs lists the keys of want whose value differs in got.
func DiffAttrs(got, want map[string]any) []string {
	keys := make([]string, 0, len(want))
	for k := range want {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []string
	for _, k := range keys {
		if g, w := fmt.Sprint(got[k]), fmt.Sprint(want[k]); g != w {
			out = append(out, fmt.Sprintf("%s: state %s, mock %s", k, g, w))
		}
	}
	return out
}

// StateAttr reads one attribute of a resource from the state of the last
// apply, for Check functions.
func StateAttr(s *terraform.State, address, name string) (string, error) {
	rs, ok := s.RootModule().Resources[address]
	if !ok {
		return "", fmt.Errorf("%s not in state", address)
	}
	v, ok := rs.Primary.Attributes[name]
	if !ok {
		return "", fmt.Errorf("%s has no attribute %s", address, name)
	}
	return v, nil
}

// ErrorRegex matches a terraform error whose words may be wrapped over lines
// and framed by the diagnostic box: "a b" matches "a\n│ b".
func ErrorRegex(words string) *regexp.Regexp {
	parts := strings.Fields(words)
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(strings.Join(parts, `[\s│]+`))
}

// EmptyPlanAfterApply asserts that the plan after an apply is empty: the
// resource reads back exactly what it applied (no perpetual diff).
var EmptyPlanAfterApply = resource.ConfigPlanChecks{
	PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
}

// ExpectUpdate asserts that the step updates address in place and leaves
// an empty plan behind.
func ExpectUpdate(address string) resource.ConfigPlanChecks {
	return resource.ConfigPlanChecks{
		PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(address, plancheck.ResourceActionUpdate)},
		PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
	}
}

// ExpectOnlyGETs fails unless every request the mock saw was a GET.
func ExpectOnlyGETs(t *testing.T, requests []mockgateway.RequestRecord) {
	t.Helper()
	if len(requests) == 0 {
		t.Fatal("the mock saw no request during the query")
	}
	for _, r := range requests {
		if r.Method != "GET" {
			t.Errorf("the query sent %s %s (%s); a query must only read", r.Method, r.Path, r.Operation)
		}
	}
}

// ExpectRequests checks the mock's request counts of the given operations
// since the test began or last reset them.
func ExpectRequests(env *Env, want map[string]int) resource.TestCheckFunc {
	return func(*terraform.State) error {
		got := env.GW.Counts()
		for op, n := range want {
			if got[op] != n {
				return fmt.Errorf("%s requests = %d, want %d (all: %v)", op, got[op], n, got)
			}
		}
		return nil
	}
}
