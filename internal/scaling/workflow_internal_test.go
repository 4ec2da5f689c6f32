package scaling

import (
	"context"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func component(memory, cpu, gpu, replicas int64) client.Component {
	status := "complete"
	return client.Component{ServiceAlias: "gra", MinMemory: &memory, MinCPU: &cpu, ContainerGPU: &gpu, MinNode: &replicas, CreateStatus: &status}
}

// memPrivate is private state in memory.
type memPrivate map[string][]byte

func (p memPrivate) GetKey(_ context.Context, k string) ([]byte, diag.Diagnostics) { return p[k], nil }
func (p memPrivate) SetKey(_ context.Context, k string, v []byte) diag.Diagnostics {
	p[k] = v
	return nil
}

func TestApplyScalesAndChecks(t *testing.T) {
	have := settings{Memory: 512, CPU: 250, GPU: 0, Replicas: 1}
	cases := map[string]struct {
		api       *fakeAPI
		want      settings
		ok        bool
		calls     []string
		confirmed int64 // replicas the private state then reports
	}{
		"nothing to do": {&fakeAPI{comp: component(512, 250, 0, 1)}, have, true, nil, 1},
		"vertical then horizontal, each read back": {&fakeAPI{comp: component(512, 250, 0, 1)},
			settings{Memory: 1024, CPU: 250, Replicas: 3}, true, []string{"vertical", "read", "horizontal", "read"}, 3},
		"silent no-op is an error": {&fakeAPI{comp: component(512, 250, 0, 1), silent: true},
			settings{Memory: 1024, CPU: 250, Replicas: 1}, false, []string{"vertical", "read"}, 1},
		"10104 is done, without a read": {&fakeAPI{comp: component(512, 250, 0, 1), running: 3},
			settings{Memory: 512, CPU: 250, Replicas: 3}, true, []string{"horizontal"}, 3},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			r := &scalingResource{api: c.api}
			priv := memPrivate{}
			var diags diag.Diagnostics
			_, ok := r.apply(context.Background(), client.ComponentRef{}, c.api.comp, have, c.want, priv, &diags)
			if ok != c.ok || diags.HasError() == c.ok {
				t.Fatalf("ok %v, diags %v; want ok %v", ok, diags, c.ok)
			}
			if !slices.Equal(c.api.calls, c.calls) {
				t.Errorf("calls %v, want %v", c.api.calls, c.calls)
			}
			if got := confirmedSettings(context.Background(), priv, c.api.comp).Replicas; got != c.confirmed {
				t.Errorf("replicas seen after %d, want %d", got, c.confirmed)
			}
		})
	}
}

// A confirmed count holds only while the platform's record is the one it
// was confirmed against: a change made since shows as drift.
func TestConfirmedReplicasYieldToChanges(t *testing.T) {
	ctx := context.Background()
	priv := memPrivate{}
	confirmReplicas(ctx, priv, 1, 3)
	if got := confirmedSettings(ctx, priv, component(512, 0, 0, 1)).Replicas; got != 3 {
		t.Fatalf("replicas %d, want the confirmed 3", got)
	}
	if got := confirmedSettings(ctx, priv, component(512, 0, 0, 5)).Replicas; got != 5 {
		t.Fatalf("replicas %d, want the platform's new 5", got)
	}
}
