package client

import (
	"context"
	"fmt"
	"net/http"
)

// GetComponent reads the detail of one component.
func (c *Client) GetComponent(ctx context.Context, ref ComponentRef) (*Component, error) {
	p, err := ref.path()
	return getOne[Component](ctx, c, "GetComponent", p, err)
}

// getOne reads the one object at path p; pathErr is the error of building
// that path.
func getOne[T any](ctx context.Context, c *Client, name, p string, pathErr error) (*T, error) {
	if pathErr != nil {
		return nil, fmt.Errorf("%s: %w", name, pathErr)
	}
	var out T
	if err := c.object(ctx, operation{name: name, method: http.MethodGet, path: p}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
