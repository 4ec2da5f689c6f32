package client

import "net/http"

// IsTeamRegionListRefused reports the validation 400 of a team's region
// list: the server checks the list it answers, and one region that breaks
// its serializer's rules (a blank HTTP or TCP domain, a text over its
// length) refuses the whole list, with the field errors under "regions"
// (openapi/serializer/team_serializer.py TeamRegionsRespSerializer).
func IsTeamRegionListRefused(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	_, listed := ae.FieldErrors["regions"]
	return listed
}
