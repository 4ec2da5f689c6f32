package componentenv

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func mapOf(t *testing.T, m map[string]string) types.Map {
	t.Helper()
	var diags diag.Diagnostics
	v := mapValue(m, &diags)
	if diags.HasError() {
		t.Fatal(diags)
	}
	return v
}

// The write sends only what differs from the platform, a note left unset
// is the one the platform has now (never prior state), and only a change
// of value calls for an upgrade.
func TestChanges(t *testing.T) {
	have := byName([]client.ComponentEnv{
		{Name: "SAME", Value: "1", Note: "kept"},
		{Name: "VALUE", Value: "old", Note: "console note"},
		{Name: "NOTE", Value: "n", Note: "old note"},
	})
	cases := []struct {
		name        string
		vars, notes map[string]string
		want        []client.ComponentEnv
		upgrade     bool
	}{
		{"nothing differs", map[string]string{"SAME": "1"}, nil, nil, false},
		{"a value, the platform's note kept", map[string]string{"VALUE": "new"}, nil,
			[]client.ComponentEnv{{Name: "VALUE", Value: "new", Note: "console note"}}, true},
		{"a note only: no upgrade", map[string]string{"NOTE": "n"}, map[string]string{"NOTE": "new note"},
			[]client.ComponentEnv{{Name: "NOTE", Value: "n", Note: "new note"}}, false},
		{"a new name", map[string]string{"NEW": "x", "SAME": "1"}, nil,
			[]client.ComponentEnv{{Name: "NEW", Value: "x"}}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			plan := envModel{Variables: mapOf(t, tc.vars), Notes: types.MapNull(types.StringType)}
			if tc.notes != nil {
				plan.Notes = mapOf(t, tc.notes)
			}
			var diags diag.Diagnostics
			items, upgrade := changes(context.Background(), &plan, have, &diags)
			if diags.HasError() || upgrade != tc.upgrade || len(items) != len(tc.want) {
				t.Fatalf("items %+v, upgrade %v; want %+v, %v (%v)", items, upgrade, tc.want, tc.upgrade, diags)
			}
			for i, w := range tc.want {
				if items[i].Name != w.Name || items[i].Value != w.Value || items[i].Note != w.Note || items[i].Scope != innerScope {
					t.Fatalf("item %d is %+v, want %+v", i, items[i], w)
				}
			}
		})
	}
}
