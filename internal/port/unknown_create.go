package port

import (
	"fmt"
	"time"
)

// unknownCreateText says that a create's outcome is unknown and how to
// adopt the port should it appear. Terraform shows the resource's address
// with the error, just above this text.
func unknownCreateText(m *portModel, err, listErr error, window time.Duration) string {
	looked := fmt.Sprintf("For %s (twice request_timeout) the provider listed the component's ports, and the port was not there", window)
	if listErr != nil {
		looked = fmt.Sprintf("For %s (twice request_timeout) the provider tried to list the component's ports, and the last list failed: %s", window, listErr)
	}
	id := m.ID.ValueString()
	return fmt.Sprintf("The outcome is unknown: %s\n\nThe platform may still create the port after this. %s. "+
		"Check the component's ports; if port %d is there, bring it under management instead of creating it again, with the resource address shown above:\n"+
		"  terraform import <address> %s\nor, in the configuration:\n  import {\n    to = <address>\n    id = %q\n  }",
		err, looked, m.port(), id, id)
}
