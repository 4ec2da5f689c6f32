package port_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A port made in the console with the very settings of a new block is not
// taken over by the block's first create: the apply fails with the import
// hint, one POST is sent, and destroying the rest leaves the port.
func TestAccComponentPort_firstCreateNeverAdopts(t *testing.T) {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.Component, ContainerPort: 8080, Protocol: "http", IsInnerService: true}}
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(portBlock("a", fixture.Team, fixture.Component, 8080, `  protocol = "http"`)),
			ExpectError: errorSaying("Port 8080 already exists", "existed before this apply", "terraform import"),
		}},
		CheckDestroy: func(s *terraform.State) error {
			if err := acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 1, mockgateway.OpDeletePort: 0})(s); err != nil {
				return err
			}
			if _, ok := env.GW.Port(fixture.Component, 8080); !ok {
				return fmt.Errorf("the console's port 8080 is gone")
			}
			return nil
		},
	})
}

// A block identical to one already in state (a copy-paste of the block)
// is a second resource for the same port, not the replacement of the
// first: the plan fails naming the port and how to find the other
// resource, and nothing is sent.
func TestAccComponentPort_identicalBlockBesideStateFailsPlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	block := func(name string) string {
		return portBlock(name, fixture.Team, fixture.Component, 8080, `  protocol = "http"
  is_inner_service = true`)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(block("a"))},
			{
				PreConfig:   func() { env.GW.ResetCounts() },
				Config:      env.Config(block("a") + block("b")),
				ExpectError: errorSaying("Port 8080 is declared twice", "already in state", "terraform state list -id=acc-team/acc-region/1/gracc0web/8080"),
			},
		},
		// The failed plan sent nothing; the destroy closes and deletes the one port.
		CheckDestroy: acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 0, mockgateway.OpDeletePort: 1}),
	})
}

// errorSaying matches an error that says each of parts, in order, each
// wrapped over lines as terraform may wrap it.
func errorSaying(parts ...string) *regexp.Regexp {
	res := make([]string, len(parts))
	for i, p := range parts {
		res[i] = acctest.ErrorRegex(p).String()
	}
	return regexp.MustCompile(strings.Join(res, `[\s\S]*`))
}
