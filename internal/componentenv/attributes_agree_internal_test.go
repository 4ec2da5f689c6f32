package componentenv

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// The models match their schemas, and the data source's arguments are
// the resource's path.
func TestComponentEnvAttributesAgree(t *testing.T) {
	ctx := context.Background()
	var rs resource.SchemaResponse
	(&envResource{}).Schema(ctx, resource.SchemaRequest{}, &rs)
	var ds datasource.SchemaResponse
	(&envsDataSource{}).Schema(ctx, datasource.SchemaRequest{}, &ds)
	attrcheck.MatchModel(t, envModel{}, rs.Schema.Type())
	attrcheck.MatchModel(t, envsModel{}, ds.Schema.Type())
	attrcheck.Within(t, attrcheck.Schema(t, ds.Schema.Type()).Without("envs"), attrcheck.Schema(t, rs.Schema.Type()), "the arguments of rainbond_component_envs", "rainbond_component_env")
}

// The plan-time checks of names, values and notes follow the platform's
// rules (beyond-interface A.3.1, 4.15).
func TestChecks(t *testing.T) {
	for name, ok := range map[string]bool{
		"A": true, "DB_HOST": true, "a1_b": true, "PATH": false, "LOG_MATCH": false, "path": true,
		"my-var": false, "a.b": false, "1A": false, "_A": false, " A": false, "A ": false, "": false,
		string(make([]byte, 101)): false,
	} {
		if got := checkName(name) == nil; got != ok {
			t.Errorf("checkName(%q) accepted %v, want %v", name, got, ok)
		}
	}
	for v, ok := range map[string]bool{"x": true, "": false, "  ": false, " x": false, "x\n": false, "a b": true} {
		if got := checkValue(v) == nil; got != ok {
			t.Errorf("checkValue(%q) accepted %v, want %v", v, got, ok)
		}
	}
	for v, ok := range map[string]bool{"": true, "note": true, " n": false} {
		if got := checkNote(v) == nil; got != ok {
			t.Errorf("checkNote(%q) accepted %v, want %v", v, got, ok)
		}
	}
}
