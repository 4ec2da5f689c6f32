package provider

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// regionRefusal explains a 409 that refuses a request for its region: the
// team has not opened the region, or the region is not enabled. Such an
// answer is certain (nothing was done, and repeating it changes nothing),
// so it is reported as a refusal with what to do, never as an unknown
// outcome. It returns "" for any other error.
func regionRefusal(err error, team, region string) string {
	switch {
	case client.IsTeamNotOpen(err):
		return fmt.Sprintf("Team %q has not opened region %q, so the platform refuses to change anything of the team there. "+
			"Open the region for the team in the console, or choose a region the team has, then apply again.", team, region)
	case client.IsRegionNotEnabled(err):
		return fmt.Sprintf("Region %q is not enabled (its status is not 1), so the platform refuses to change anything in it. "+
			"Enable the region in the console (an enterprise administrator can), then apply again.", region)
	}
	return ""
}

// errorDetail is an API error as a diagnostic's detail, explained when it
// is a refusal for the region.
func errorDetail(err error, team, region string) string {
	if why := regionRefusal(err, team, region); why != "" {
		return why + "\n\nServer answer: " + err.Error()
	}
	return err.Error()
}
