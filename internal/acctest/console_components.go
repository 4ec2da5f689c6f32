package acctest

import (
	"context"
)

// componentConsole makes console-side changes of components and their
// variables.
type componentConsole interface {
	// RemoveComponent deletes a component with its ports and rules.
	RemoveComponent(service string) error
}

func (k kitConsole) RemoveComponent(service string) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	return k.done(k.api.DeleteComponent(context.Background(), ref, true))
}
