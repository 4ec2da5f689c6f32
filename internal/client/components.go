package client

import (
	"context"
	"fmt"
	"net/http"
)

// GetComponent reads the detail of one component.
func (c *Client) GetComponent(ctx context.Context, ref ComponentRef) (*Component, error) {
	const name = "GetComponent"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Component
	if err := c.object(ctx, operation{name: name, method: http.MethodGet, path: p}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
