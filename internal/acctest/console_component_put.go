package acctest

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// componentPutConsole adds components made in the console.
type componentPutConsole interface {
	// PutComponent adds a component made in the console to an app. It
	// answers the component with its defaults filled in.
	PutComponent(c mockgateway.Component) (mockgateway.Component, error)
}

// PutComponent adds the component to the console's models, with the
// defaults the mock fills in (see add): the console's own create would
// build it in the region, which the kit's stand-in does not. Its status is
// the region's: admin_tenant.py tells the stand-in c.Status.
func (k kitConsole) PutComponent(c mockgateway.Component) (mockgateway.Component, error) {
	if err := k.begin(); err != nil {
		return c, err
	}
	if c.ServiceID != "" {
		if _, ok := k.env.GW.Component(c.ServiceID); ok {
			return c, fmt.Errorf("the console has component %s already; the console kit adds, it does not replace", c.ServiceID)
		}
	}
	filled, err := k.env.GW.PutComponent(c)
	if err != nil {
		return c, err
	}
	if err := k.done(k.add(mockgateway.Fixture{Components: []mockgateway.Component{filled}})); err != nil {
		return c, err
	}
	out, ok := k.env.GW.Component(filled.ServiceID)
	if !ok {
		return c, fmt.Errorf("the console has no component %s after adding it", filled.ServiceID)
	}
	return out, nil
}
