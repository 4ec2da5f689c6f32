package scaling

import (
	"encoding/json"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// settings are a component's scaling as the platform stores it.
type settings struct {
	Memory   int64 `json:"memory"`
	CPU      int64 `json:"cpu"`
	GPU      int64 `json:"gpu"`
	Replicas int64 `json:"replicas"`
}

func settingsOf(c client.Component) settings {
	return settings{
		Memory: platform.Deref(c.MinMemory), CPU: platform.Deref(c.MinCPU),
		GPU: platform.Deref(c.ContainerGPU), Replicas: platform.Deref(c.MinNode),
	}
}

// vertical is the part a vertical scale sets, all at once.
type vertical struct{ Memory, CPU, GPU int64 }

func (s settings) vertical() vertical { return vertical{s.Memory, s.CPU, s.GPU} }

func (v vertical) String() string {
	return fmt.Sprintf("memory %d MiB, CPU %d millicores, GPU %d", v.Memory, v.CPU, v.GPU)
}

// request always carries CPU and GPU: a null CPU would be recomputed from
// the memory, and a null GPU is kept only since v6.9.5.
func (v vertical) request() client.VerticalScaleRequest {
	return client.VerticalScaleRequest{NewMemory: v.Memory, NewCPU: v.CPU, NewGPU: v.GPU}
}

func (s settings) String() string {
	return fmt.Sprintf("%s, %d instance(s)", s.vertical(), s.Replicas)
}

func encodeSettings(s settings) types.String {
	b, _ := json.Marshal(s)
	return types.StringValue(string(b))
}

func decodeSettings(s string) (settings, bool) {
	var out settings
	if s == "" || json.Unmarshal([]byte(s), &out) != nil || out.Memory == 0 {
		return out, false
	}
	return out, true
}
