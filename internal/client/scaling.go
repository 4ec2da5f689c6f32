package client

import (
	"context"
	"fmt"
	"net/http"
)

// ScaleVertical sets a component's memory, CPU and GPU (4.16). The answer
// is 200 with an empty body, also when the server changed nothing (a
// component not yet created in the cluster): read the component back.
func (c *Client) ScaleVertical(ctx context.Context, ref ComponentRef, req VerticalScaleRequest) error {
	return c.scale(ctx, "ScaleVertical", ref, "/telescopic/vertical", req)
}

// ScaleHorizontal sets a component's instance count (4.17). The answer is
// 200 with an empty body, also when the server changed nothing; a count
// equal to the instances running is 400 code 10104 (IsNoScaleChange).
func (c *Client) ScaleHorizontal(ctx context.Context, ref ComponentRef, req HorizontalScaleRequest) error {
	return c.scale(ctx, "ScaleHorizontal", ref, "/telescopic/horizontal", req)
}

func (c *Client) scale(ctx context.Context, name string, ref ComponentRef, suffix string, body any) error {
	p, err := ref.path()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodPost, path: p + suffix, body: body})
	return err
}

// scaleNoChangeCode is the cluster's code for a horizontal scale to the
// instance count already running.
const scaleNoChangeCode = 10104

// IsNoScaleChange reports the 400 code 10104 that refuses a horizontal
// scale to the count of instances already running: the count is what was
// asked for.
func IsNoScaleChange(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusBadRequest && ae.Code == scaleNoChangeCode
}
