package port

import (
	"context"
	"fmt"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// A create that got no usable answer (no answer within request_timeout, a
// dropped connection, a 5xx) may still be at work on the server, and may
// commit after the provider has looked once. Deciding then that the port
// was not created leaves an orphan that the next apply calls "existed
// before this apply". So after such an answer the provider lists the
// component's ports for a tfschema.WithOperationTimeout time before it decides: up to
// unknownCreateWindow times request_timeout (documented on the resource).
const unknownCreateWindow = 2

// awaitLooks is about how many lists one window makes.
const awaitLooks = 8

// createWindow is how long a create with an unknown outcome keeps looking.
func (r *portResource) createWindow() time.Duration {
	return unknownCreateWindow * r.api.RequestTimeout()
}

// awaitPort lists the component's ports until the port appears or the
// window has passed; once the operation's own time is up it looks one last
// time. The error is that of the last list, when it failed: the port may
// have appeared meanwhile.
func (r *portResource) awaitPort(ctx context.Context, m *portModel) (client.Port, bool, error) {
	window := r.createWindow()
	deadline := time.Now().Add(window)
	interval := min(max(window/awaitLooks, 100*time.Millisecond), 5*time.Second)
	for {
		lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
		p, found, err := r.freshPort(lookCtx, m)
		cancel()
		if found {
			return p, true, nil
		}
		left := time.Until(deadline)
		if ctx.Err() != nil || left <= 0 {
			return client.Port{}, false, err
		}
		t := time.NewTimer(min(interval, left))
		select {
		case <-ctx.Done():
		case <-t.C:
		}
		t.Stop()
	}
}

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
