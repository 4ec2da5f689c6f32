package port

import (
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
)

// The port planner lives in portplan, which both port forms share; these
// are its names in this family.

// protocolHTTP is the default protocol, and the only one that may be set
// while the outer service is open.
const protocolHTTP = portplan.ProtocolHTTP

// portSettings is what the provider manages on an existing port.
type portSettings = portplan.Settings

func settingsOf(p client.Port) portSettings { return portplan.SettingsOf(p) }

func planPortUpdate(cur, want portSettings) ([]client.UpdatePortRequest, error) {
	return portplan.PlanUpdate(cur, want)
}

func planPortRelease(cur portSettings) []client.UpdatePortRequest { return portplan.PlanRelease(cur) }

func portMismatches(got, want portSettings) []string { return portplan.Mismatches(got, want) }

func actionTitle(a client.UpdatePortRequest) string { return portplan.ActionTitle(a) }
