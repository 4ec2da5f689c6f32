package acctest

import (
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// WebPortAddr is the address of the port resource most tests name "web".
const WebPortAddr = "rainbond_component_port.web"

// PortHCL renders a rainbond_component_port of the standard fixture's first
// component, with extra attribute lines.
func PortHCL(name string, port int64, extra string) string {
	return PortHCLOn(fixture.Component, name, port, extra)
}

// PortHCLOn is PortHCL on another component of the standard app.
func PortHCLOn(service, name string, port int64, extra string) string {
	return PortHCLAs(name, fixture.Team, service, port, extra)
}

// PortHCLAs is a port of the standard app with the team and the component
// written in the given forms.
func PortHCLAs(name, team, service string, port int64, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_component_port" %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
%s
}
`, name, team, fixture.Region, fixture.AppID, service, port, extra)
}

// PortMatchesMock checks that every attribute of a port resource equals
// the mock's port.
func PortMatchesMock(env *Env, address string) statecheck.StateCheck {
	return PortMatchesMockExcept(env, address)
}

// PortMatchesMockExcept is PortMatchesMock without the named attributes.
func PortMatchesMockExcept(env *Env, address string, skip ...string) statecheck.StateCheck {
	return env.StateMatchesMock(address, func(attrs map[string]any) (map[string]any, error) {
		service, _ := attrs["service_id"].(string)
		n, err := strconv.ParseInt(fmt.Sprint(attrs["container_port"]), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("container_port %v: %w", attrs["container_port"], err)
		}
		p, ok := env.GW.Port(service, n)
		if !ok {
			return nil, nil
		}
		want := map[string]any{
			"id":               fmt.Sprintf("%s/%s/%d/%s/%d", fixture.Team, fixture.Region, fixture.AppID, service, n),
			"protocol":         p.Protocol,
			"port_alias":       p.PortAlias,
			"k8s_service_name": p.K8sServiceName,
			"is_inner_service": p.IsInnerService,
			"is_outer_service": p.IsOuterService,
			"mapping_port":     p.MappingPort,
			"lb_mapping_port":  p.LBMappingPort,
		}
		for _, k := range skip {
			delete(want, k)
		}
		// A port that does not configure the internal domain name does not
		// track it: null in state, whatever the component's name.
		if attrs["k8s_service_name"] == nil {
			want["k8s_service_name"] = nil
		}
		return want, nil
	})
}

// CheckNoPorts is a CheckDestroy: the components have no ports left.
func CheckNoPorts(env *Env, services ...string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		for _, s := range services {
			if ports := env.GW.Ports(s); len(ports) > 0 {
				return fmt.Errorf("component %s still has %d port(s) after destroy: %+v", s, len(ports), ports)
			}
		}
		return nil
	}
}
