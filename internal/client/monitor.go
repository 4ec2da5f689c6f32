package client

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// DefaultMonitorStep is the server's default step of a range query, in
// seconds. The client sends it when none is given (the API reference marks
// step as required), and the data source shows it as the step used.
const DefaultMonitorStep = 60

// QueryMonitor returns the current metrics of an app's components. isOuter
// "" leaves the filter out; any other value is sent as is_outer.
func (c *Client) QueryMonitor(ctx context.Context, ref AppRef, isOuter string) ([]ComponentMonitor, error) {
	const name = "QueryMonitor"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	q := url.Values{}
	if isOuter != "" {
		q.Set("is_outer", isOuter)
	}
	var out []ComponentMonitor
	op := operation{name: name, method: http.MethodGet, path: p + "/monitor/query", query: q}
	if err := c.list(ctx, op, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// QueryMonitorRange returns the metrics of an app's components over a
// window; start, end and step travel in the query string.
func (c *Client) QueryMonitorRange(ctx context.Context, ref AppRef, mq MonitorRangeQuery) ([]ComponentMonitor, error) {
	const name = "QueryMonitorRange"
	p, err := ref.path()
	if err == nil {
		err = mq.check()
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	step := mq.Step
	if step == 0 {
		step = DefaultMonitorStep
	}
	q := url.Values{}
	q.Set("start", strconv.FormatInt(mq.Start, 10))
	q.Set("end", strconv.FormatInt(mq.End, 10))
	q.Set("step", strconv.FormatInt(step, 10))
	if mq.IsOuter != "" {
		q.Set("is_outer", mq.IsOuter)
	}
	var out []ComponentMonitor
	op := operation{name: name, method: http.MethodGet, path: p + "/monitor/query_range", query: q}
	if err := c.list(ctx, op, &out); err != nil {
		return nil, err
	}
	return out, nil
}

func (mq MonitorRangeQuery) check() error {
	switch {
	case mq.Start <= 0 || mq.End <= 0:
		return errors.New("start and end are required Unix times in seconds")
	case mq.End < mq.Start:
		return fmt.Errorf("end %d is before start %d", mq.End, mq.Start)
	case mq.Step < 0:
		return fmt.Errorf("step %d is negative", mq.Step)
	}
	return nil
}
