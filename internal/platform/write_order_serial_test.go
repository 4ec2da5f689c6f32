package platform

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Writes of different components go side by side until the console
// refuses one as "database is locked"; from then on every write goes
// alone, after the writes in flight. Another error changes nothing.
func TestWriteOrderGoesSerialAfterTheFirstLockRefusal(t *testing.T) {
	ctx := context.Background()
	o := newWriteOrder(true)
	short := func() (context.Context, context.CancelFunc) { return context.WithTimeout(ctx, 50*time.Millisecond) }

	a, err := o.take(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	c, cancel := short()
	b, err := o.take(c, "b")
	cancel()
	if err != nil {
		t.Fatalf("a write of another component waited: %v", err)
	}
	b()

	if o.refused(&client.APIError{StatusCode: 500, Message: "internal error"}) || o.refused(errors.New("database is locked")) {
		t.Fatal("an error that is not the console's refusal made the writes serial")
	}
	if !o.refused(&client.APIError{StatusCode: 500, Message: "database is locked"}) {
		t.Fatal("the refusal was not recognised")
	}
	// a is still in flight: a write of another component waits for it.
	c, cancel = short()
	_, err = o.take(c, "b")
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a write went beside one in flight after the refusal: %v", err)
	}
	a()
	b, err = o.take(ctx, "b")
	if err != nil {
		t.Fatal(err)
	}
	c, cancel = short()
	_, err = o.take(c, "")
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a write of no known component went beside another: %v", err)
	}
	b()

	// Writes not ordered (a console on MySQL) never wait.
	off := newWriteOrder(false)
	off.refused(&client.APIError{StatusCode: 500, Message: "database is locked"})
	x, _ := off.take(ctx, "a")
	if _, err := off.take(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	x()
}
