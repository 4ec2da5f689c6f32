package portengine

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
)

// explainAliasRefusal adds to a refused alias change (HTTP 400: the
// platform says only 别名已存在) which port of the component holds the
// alias and what to do, from one fresh list of the component's ports, read
// only after such a refusal. An API that cannot list them, a list that
// fails, or no holder leaves err as it is.
func (e Engine) explainAliasRefusal(ctx context.Context, n int64, a client.UpdatePortRequest, err error) error {
	if a.Action != client.ActionChangePortAlias || !client.IsStatus(err, 400) {
		return err
	}
	lister, ok := e.api.(interface {
		FreshPorts(ctx context.Context, ref client.ComponentRef) ([]client.Port, error)
	})
	if !ok {
		return err
	}
	ports, listErr := lister.FreshPorts(ctx, e.ref)
	if listErr != nil {
		return err
	}
	if holder, held := portplan.AliasHolder(ports, a.PortAlias, n, nil); held {
		return fmt.Errorf("%w\n\n%s", err, portplan.AliasHeldAdvice(a.PortAlias, holder.ContainerPort, n))
	}
	return err
}
