package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// ListComponentEvents reads one page of a component's events (4.32):
// builds, scalings, upgrades and the like, newest first.
func (c *Client) ListComponentEvents(ctx context.Context, ref ComponentRef, page, pageSize int64) (*ComponentEvents, error) {
	const name = "ListComponentEvents"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	q := url.Values{"page": {strconv.FormatInt(page, 10)}, "page_size": {strconv.FormatInt(pageSize, 10)}}
	var out ComponentEvents
	op := operation{name: name, method: http.MethodGet, path: p + "/events", query: q}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
