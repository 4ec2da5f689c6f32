package platform

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// RegionRefusal explains the 409 (code 2001) that refuses every request
// under a team's region: the team has not opened the region, has not been
// initialised in it, or the region is not enabled. The answer is certain
// (nothing was done, and repeating it changes nothing), so it is reported
// as a refusal with what to do, never as an unknown outcome. It returns ""
// for any other error.
func RegionRefusal(err error, team, region string) string {
	if !client.IsTeamNotInRegion(err) {
		return ""
	}
	return fmt.Sprintf("Team %q is not set up in region %q: the team has not opened the region, it was not initialised there, or the region is not enabled (status 1). "+
		"The platform refused the request, so nothing was done. Open team %q in region %q from the console (an enterprise administrator can also enable the region there), then apply again.",
		team, region, team, region)
}

// ErrorDetail is an API error as a diagnostic's detail, explained when it
// is a refusal for the region.
func ErrorDetail(err error, team, region string) string {
	if why := RegionRefusal(err, team, region); why != "" {
		return why + "\n\nServer answer: " + err.Error()
	}
	return err.Error()
}
