package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
)

// ListPorts lists the ports of a component.
func (c *Client) ListPorts(ctx context.Context, ref ComponentRef) ([]Port, error) {
	const name = "ListPorts"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	op := operation{name: name, method: http.MethodGet, path: p + "/ports"}
	ans, err := c.do(ctx, op)
	if err != nil {
		return nil, err
	}
	ports, err := decodePorts(ans.body)
	if err != nil {
		return nil, op.decodeFailure(ans, err)
	}
	return ports, nil
}

// decodePorts reads the port list. Besides the bare and the wrapped list it
// takes a single bare port, which is what the API reference's text for this
// operation literally shows.
func decodePorts(body []byte) ([]Port, error) {
	env, err := decodeEnvelope(body)
	if err != nil {
		return nil, err
	}
	if env.List == nil && !env.Wrapped && env.Object != nil && bytes.Contains(env.Object, []byte(`"container_port"`)) {
		var one Port
		if err := json.Unmarshal(env.Object, &one); err != nil {
			return nil, err
		}
		return []Port{one}, nil
	}
	var ports []Port
	if err := env.list(&ports); err != nil {
		return nil, err
	}
	return ports, nil
}

// AddPort creates a port. The answer is 200, with the new port.
func (c *Client) AddPort(ctx context.Context, ref ComponentRef, req AddPortRequest) (*Port, error) {
	const name = "AddPort"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var port Port
	op := operation{name: name, method: http.MethodPost, path: p + "/ports", body: req}
	if err := c.object(ctx, op, &port); err != nil {
		return nil, err
	}
	return &port, nil
}

// UpdatePort applies one action to a port.
func (c *Client) UpdatePort(ctx context.Context, ref ComponentRef, port int64, req UpdatePortRequest) (*Port, error) {
	const name = "UpdatePort"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Port
	op := operation{name: name, method: http.MethodPut, path: p + "/ports/" + strconv.FormatInt(port, 10), body: req,
		lockRepeatable: lockRefusalRepeatable(lockRepeatableAction(req.Action))}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeletePort deletes a port. The server answers with the deleted port; when
// an answer carries none, the port is nil and the delete still succeeded.
// The server refuses (409) while the inner or outer service is open and
// (412) while custom domains are bound.
func (c *Client) DeletePort(ctx context.Context, ref ComponentRef, port int64) (*Port, error) {
	const name = "DeletePort"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	op := operation{name: name, method: http.MethodDelete, path: p + "/ports/" + strconv.FormatInt(port, 10), lockRepeatable: true}
	ans, err := c.do(ctx, op)
	if err != nil {
		return nil, err
	}
	// The port is gone either way; an answer without a readable port is not
	// a failure of the delete.
	if env, derr := decodeEnvelope(ans.body); derr == nil && env.Object != nil {
		var out Port
		if json.Unmarshal(env.Object, &out) == nil {
			return &out, nil
		}
	}
	return nil, nil
}
