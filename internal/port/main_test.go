package port_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
)

// TestMain runs the sweepers with -sweep (make sweep), the tests otherwise.
func TestMain(m *testing.M) {
	resource.TestMain(m)
}

// This package creates ports on the live component in live mode; its
// sweeper removes what a failed run left in the reserved range.
func init() {
	resource.AddTestSweepers("rainbond_component_port", acctest.PortSweeper())
}
