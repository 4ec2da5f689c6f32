package tfschema

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
)

// Default operation timeouts. One operation is a few API calls, each retried
// within the client's own limits (a Retry-After of up to two minutes is
// waited for), so ten minutes leaves room for a slow or busy platform.
const (
	DefaultWriteTimeout = 10 * time.Minute
	DefaultReadTimeout  = 5 * time.Minute
)

// settleTimeout bounds the read that records what a write left behind once
// the operation's own time has run out.
const settleTimeout = 30 * time.Second

// TimeoutsBlock is the `timeouts {}` block with the given operations; each
// description names its default.
func TimeoutsBlock(ctx context.Context, opts timeouts.Opts) schema.Block {
	describe := func(op string, d time.Duration) string {
		return fmt.Sprintf("How long the %s may take, as a duration such as `30s` or `2h45m` (units `s`, `m`, `h`). Defaults to `%s`.", op, shortDuration(d))
	}
	if opts.Create {
		opts.CreateDescription = describe("create", DefaultWriteTimeout)
	}
	if opts.Read {
		opts.ReadDescription = describe("refresh", DefaultReadTimeout)
	}
	if opts.Update {
		opts.UpdateDescription = describe("update", DefaultWriteTimeout)
	}
	if opts.Delete {
		opts.DeleteDescription = describe("destroy", DefaultWriteTimeout)
	}
	b, ok := timeouts.Block(ctx, opts).(schema.SingleNestedBlock)
	if !ok {
		return timeouts.Block(ctx, opts)
	}
	b.MarkdownDescription = "Time limits of the resource's operations. When one runs out, the operation stops with an error that names the timeout."
	return b
}

// shortDuration prints 10m0s as 10m.
func shortDuration(d time.Duration) string {
	switch {
	case d%time.Hour == 0:
		return fmt.Sprintf("%dh", d/time.Hour)
	case d%time.Minute == 0:
		return fmt.Sprintf("%dm", d/time.Minute)
	}
	return d.String()
}

// TimeoutGetter is one of timeouts.Value's Create, Read, Update or Delete.
type TimeoutGetter func(context.Context, time.Duration) (time.Duration, diag.Diagnostics)

// WithOperationTimeout limits one operation (op is "create", "read", "update" or
// "delete") to its configured timeout. The caller defers done: it releases
// the timer and, when the operation failed because its time ran out, adds an
// error that says so and names the setting to raise.
func WithOperationTimeout(ctx context.Context, op string, get TimeoutGetter, def time.Duration, diags *diag.Diagnostics) (context.Context, func()) {
	d, dd := get(ctx, def)
	diags.Append(dd...)
	ctx, cancel := context.WithTimeout(ctx, d)
	return ctx, func() {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) && diags.HasError() {
			diags.AddError(fmt.Sprintf("The %s timed out after %s", op, d),
				fmt.Sprintf("The %s did not finish within %s (timeouts.%s), so it stopped where the errors above say. "+
					"A request in flight when the time ran out may still be at work on the platform, which the provider cannot stop: "+
					"the next apply reads what it left. On a console on SQLite that request holds the database until it ends, so the next apply's first "+
					"writes may be refused as \"database is locked\" if it starts at once; apply again once the console is done. "+
					"If the platform needs longer, raise timeouts.%s in the resource's timeouts block and apply again.", op, d, op, op))
		}
		cancel()
	}
}

// WithFailedWriteReadTimeout is for the read that records what a failed write left on
// the platform. Once the operation's deadline has passed, that read gets a
// short deadline of its own, so that the state neither claims what the
// platform does not have nor forgets what it created.
func WithFailedWriteReadTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	if ctx.Err() == nil {
		return ctx, func() {}
	}
	return context.WithTimeout(context.WithoutCancel(ctx), settleTimeout)
}
