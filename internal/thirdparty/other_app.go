package thirdparty

import (
	"fmt"
)

// movedAway is the advice for the console's 404 "component not belong to
// this app" (openapi/views/base.py): the component is still there, under
// another app (moved in the console), so it is not gone, and a delete
// through this app's path deleted nothing.
func movedAway(m *thirdPartyModel, err error) string {
	return fmt.Sprintf("%s\n\n%s is now under another app than app_id %d (moved in the console); it is still on the platform, and Terraform keeps it in state. "+
		"Move it back to app %d in the console, or manage it under its new app: run terraform state rm on this resource, set app_id to that app, "+
		"and import it with terraform import <resource address> %s/%s/<app id>/%s.",
		err, m.label(), m.AppID.ValueInt64(), m.AppID.ValueInt64(), m.TeamID.ValueString(), m.RegionName.ValueString(), m.ServiceID.ValueString())
}
