package portplan

import "github.com/rainbond/terraform-provider-rainbond/internal/client"

// SameCreateSettings reports whether an existing port is what body would
// have created. The inner flag is not compared: the update that follows a
// create fixes it anyway.
func SameCreateSettings(p client.Port, body client.AddPortRequest) bool {
	return p.Protocol == body.Protocol && (body.PortAlias == "" || p.PortAlias == body.PortAlias)
}
