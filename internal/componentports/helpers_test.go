package componentports_test

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const setAddr = "rainbond_component_ports.web"

// setHCL is a rainbond_component_ports of the standard component; ports
// maps a key ("8080") to the body of its object.
func setHCL(name string, ports map[string]string, extra string) string {
	keys := make([]string, 0, len(ports))
	for k := range ports {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "    %q = {\n%s\n    }\n", k, ports[k])
	}
	return fmt.Sprintf(`
resource "rainbond_component_ports" %q {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
%s
  ports = {
%s  }
}
`, name, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, extra, b.String())
}

// mockHas checks that the mock's ports of the component are exactly the
// given numbers, with the given attributes ("8080.protocol" = "tcp").
func mockHas(env *acctest.Env, numbers []int64, attrs map[string]string) func(*terraform.State) error {
	return func(*terraform.State) error {
		got := []int64{}
		for _, p := range env.GW.Ports(fixture.Component) {
			got = append(got, p.ContainerPort)
		}
		sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
		if fmt.Sprint(got) != fmt.Sprint(numbers) {
			return fmt.Errorf("mock ports = %v, want %v", got, numbers)
		}
		for k, want := range attrs {
			num, name, _ := strings.Cut(k, ".")
			var n int64
			if _, err := fmt.Sscan(num, &n); err != nil {
				return fmt.Errorf("attribute key %q names no port: %w", k, err)
			}
			p, ok := env.GW.Port(fixture.Component, n)
			if !ok {
				return fmt.Errorf("mock has no port %d", n)
			}
			if v := portField(p, name); v != want {
				return fmt.Errorf("mock port %d %s = %q, want %q", n, name, v, want)
			}
		}
		return nil
	}
}

func portField(p mockgateway.Port, name string) string {
	switch name {
	case "protocol":
		return p.Protocol
	case "port_alias":
		return p.PortAlias
	case "is_inner_service":
		return fmt.Sprint(p.IsInnerService)
	case "is_outer_service":
		return fmt.Sprint(p.IsOuterService)
	case "k8s_service_name":
		return p.K8sServiceName
	}
	return "?" + name
}

// stateKeys checks the keys of the resource's ports in state.
func stateKeys(address string, want ...string) func(*terraform.State) error {
	return func(s *terraform.State) error {
		rs, ok := s.RootModule().Resources[address]
		if !ok {
			return fmt.Errorf("%s is not in state", address)
		}
		got := []string{}
		for k := range rs.Primary.Attributes {
			if rest, ok := strings.CutPrefix(k, "ports."); ok && strings.HasSuffix(rest, ".protocol") {
				got = append(got, strings.TrimSuffix(rest, ".protocol"))
			}
		}
		sort.Strings(got)
		sort.Strings(want)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			return fmt.Errorf("%s holds ports %v, want %v", address, got, want)
		}
		return nil
	}
}

// writes returns the requests since the last reset that are not GETs.
func writes(env *acctest.Env) []string {
	var out []string
	for _, r := range env.GW.Requests() {
		if r.Method != "GET" {
			out = append(out, r.Method+" "+r.Path)
		}
	}
	return out
}

func expectNoWrites(env *acctest.Env) func(*terraform.State) error {
	return func(*terraform.State) error {
		if w := writes(env); len(w) > 0 {
			return fmt.Errorf("requests that change something were sent: %v", w)
		}
		return nil
	}
}
