package platform

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
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

// A write already waiting for its component's turn when the first refusal
// comes goes alone too: once it has the turn it waits for the writes of
// other components in flight. Before, it held a share of the gate while it
// waited, and went on beside them, to be refused again.
func TestWriteOrderQueuedWriteGoesAloneAfterTheRefusal(t *testing.T) {
	ctx := context.Background()
	o := newWriteOrder(true)
	a1, err := o.take(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	queued := make(chan func(), 1)
	go func() {
		a2, err := o.take(ctx, "a")
		if err != nil {
			t.Error(err)
			a2 = func() {}
		}
		queued <- a2
	}()
	// Let the second write of a reach its turn's queue.
	time.Sleep(20 * time.Millisecond)
	b, err := o.take(ctx, "b")
	if err != nil {
		t.Fatal(err)
	}
	if !o.refused(&client.APIError{StatusCode: 500, Message: "database is locked"}) {
		t.Fatal("the refusal was not recognised")
	}
	a1()
	select {
	case a2 := <-queued:
		a2()
		t.Fatal("the queued write of a went beside b's write in flight after the refusal")
	case <-time.After(50 * time.Millisecond):
	}
	b()
	select {
	case a2 := <-queued:
		a2()
	case <-time.After(5 * time.Second):
		t.Fatal("the queued write of a never went after b's write ended")
	}
}

// A write the client would send again by itself after "database is
// locked" (a protocol change, a port delete) makes the writes go one at a
// time too: the first attempt is reported to the write order, which then
// sends it again alone. Before, the client repeated it at once beside the
// writes of other components, and the run never went serial.
func TestWriteOrderLearnsOfARefusalTheClientWouldRepeat(t *testing.T) {
	const locked = `{"code":10401,"msg":"database is locked","msg_show":"Traceback ...","error_type":"OperationalError"}`
	const port = `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"container_port":8080,"protocol":"udp"}}}`
	var mu sync.Mutex
	writes := 0
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.Method == http.MethodGet {
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"code":404,"msg":"not found","msg_show":"组件不存在"}`))
			return
		}
		mu.Lock()
		writes++
		first := writes == 1
		mu.Unlock()
		if first {
			w.WriteHeader(http.StatusInternalServerError)
			_, _ = w.Write([]byte(locked))
			return
		}
		_, _ = w.Write([]byte(port))
	}))
	t.Cleanup(ts.Close)
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: "t", MaxRetries: 3, RetryWaitMin: time.Millisecond, RetryWaitMax: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	d := NewProviderData(c, true)
	ref := client.ComponentRef{TeamID: "team", RegionName: "r", AppID: 1, ServiceID: "s"}
	if _, err := d.Ports.UpdatePort(context.Background(), ref, 8080, client.UpdatePortRequest{Action: "change_protocol", Protocol: "udp"}); err != nil {
		t.Fatalf("the refused protocol change was not sent again: %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if writes != 2 {
		t.Errorf("%d attempts of the protocol change, want 2", writes)
	}
	if !d.order.serial.Load() {
		t.Error("the client repeated the refused write itself, and the writes did not go one at a time")
	}
}
