package tfschema

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
)

func fixedTimeout(d time.Duration) TimeoutGetter {
	return func(context.Context, time.Duration) (time.Duration, diag.Diagnostics) { return d, nil }
}

func TestWithOperationTimeoutNamesTheTimeoutOnlyWhenItRanOut(t *testing.T) {
	var diags diag.Diagnostics
	ctx, done := WithOperationTimeout(context.Background(), "create", fixedTimeout(time.Millisecond), time.Hour, &diags)
	<-ctx.Done()
	diags.AddError("Cannot create port 80", "context deadline exceeded")
	done()
	if len(diags) != 2 || !strings.Contains(diags[1].Summary(), "create timed out after 1ms") ||
		!strings.Contains(diags[1].Detail(), "timeouts.create") || !strings.Contains(diags[1].Detail(), "may still be at work on the platform") {
		t.Fatalf("diagnostics: %v", diags)
	}

	// Ran out, but the operation succeeded (a settle read saved it): no error.
	diags = nil
	ctx, done = WithOperationTimeout(context.Background(), "delete", fixedTimeout(time.Millisecond), time.Hour, &diags)
	<-ctx.Done()
	done()
	if diags.HasError() {
		t.Fatalf("diagnostics: %v", diags)
	}

	// Failed in time: the error stands alone.
	diags = nil
	_, done = WithOperationTimeout(context.Background(), "update", fixedTimeout(time.Hour), time.Hour, &diags)
	diags.AddError("Cannot update", "HTTP 400")
	done()
	if len(diags) != 1 {
		t.Fatalf("diagnostics: %v", diags)
	}
}

func TestWithFailedWriteReadTimeoutOutlivesAnExpiredDeadline(t *testing.T) {
	live, cancelLive := context.WithCancel(context.Background())
	defer cancelLive()
	if got, cancel := WithFailedWriteReadTimeout(live); got != live {
		t.Fatal("a live context should be used as it is")
	} else {
		cancel()
	}
	expired, cancelExpired := context.WithTimeout(context.Background(), -time.Second)
	defer cancelExpired()
	got, cancel := WithFailedWriteReadTimeout(expired)
	defer cancel()
	if got.Err() != nil {
		t.Fatalf("settle context is already done: %v", got.Err())
	}
	if dl, ok := got.Deadline(); !ok || time.Until(dl) > settleTimeout {
		t.Fatalf("settle deadline %v, want at most %s ahead", dl, settleTimeout)
	}
	if !errors.Is(expired.Err(), context.DeadlineExceeded) {
		t.Fatal("the operation's context should stay expired")
	}
}

func TestTimeoutsBlockDescribesDefaults(t *testing.T) {
	b := TimeoutsBlock(context.Background(), timeouts.Opts{Create: true, Read: true}).(schema.SingleNestedBlock)
	if d := b.Attributes["create"].GetDescription(); !strings.Contains(d, "`10m`") {
		t.Errorf("create: %q", d)
	}
	if d := b.Attributes["read"].GetDescription(); !strings.Contains(d, "`5m`") {
		t.Errorf("read: %q", d)
	}
	if _, ok := b.Attributes["delete"]; ok {
		t.Error("delete was not asked for")
	}
}
