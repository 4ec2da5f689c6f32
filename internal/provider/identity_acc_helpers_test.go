package provider

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/plancheck"
)

// importBlockHCL is an import block that names its object by identity;
// values are HCL literals by attribute name.
func importBlockHCL(to string, identity map[string]string) string {
	keys := make([]string, 0, len(identity))
	for k := range identity {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "\nimport {\n  to = %s\n  identity = {\n", to)
	for _, k := range keys {
		fmt.Fprintf(&b, "    %s = %s\n", k, identity[k])
	}
	b.WriteString("  }\n}\n")
	return b.String()
}

// expectOnlyImports is a plan check: the plan imports n objects and does
// nothing else, neither to them nor to anything else.
type expectOnlyImports int

func (n expectOnlyImports) CheckPlan(_ context.Context, req plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	imports := 0
	for _, rc := range req.Plan.ResourceChanges {
		if rc.Change == nil {
			continue
		}
		if !rc.Change.Actions.NoOp() {
			resp.Error = fmt.Errorf("%s: planned %v; only imports were expected", rc.Address, rc.Change.Actions)
			return
		}
		if rc.Change.Importing != nil {
			imports++
		}
	}
	if imports != int(n) {
		resp.Error = fmt.Errorf("the plan imports %d objects, want %d", imports, n)
	}
}
