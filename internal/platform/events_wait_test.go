package platform

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// eventsAfter is an event list whose newest event stays open for the
// first `open` reads.
type eventsAfter struct {
	open, reads int
	fail        error
}

func (e *eventsAfter) ComponentEvents(context.Context, client.ComponentRef, int64, int64) (*client.ComponentEvents, error) {
	e.reads++
	if e.fail != nil {
		return nil, e.fail
	}
	final := "complete"
	if e.reads <= e.open {
		final = ""
	}
	return &client.ComponentEvents{Events: []client.ComponentEvent{{EventID: "e1", OptType: "vertical-service", FinalStatus: final}}}, nil
}

func fastPoll(t *testing.T) {
	was := EventPoll
	EventPoll.First, EventPoll.Longest = time.Millisecond, 2*time.Millisecond
	t.Cleanup(func() { EventPoll = was })
}

func TestWaitComponentIdle(t *testing.T) {
	fastPoll(t)
	ctx := context.Background()
	api := &eventsAfter{open: 3}
	mark, err := WaitComponentIdle(ctx, api, client.ComponentRef{}, "horizontal scaling")
	if err != nil || api.reads != 4 || !mark.seen["e1"] {
		t.Fatalf("err %v after %d reads, mark %v; want nil after 4, e1 marked", err, api.reads, mark)
	}
	// Unreadable events do not block the operation; the mark knows none.
	if mark, err := WaitComponentIdle(ctx, &eventsAfter{fail: errors.New("boom")}, client.ComponentRef{}, "x"); err != nil || mark.seen != nil {
		t.Fatalf("unreadable events: %v, %v", mark, err)
	}
	// An event that never ends stops the wait at the context's end, said.
	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	_, err = WaitComponentIdle(short, &eventsAfter{open: 1 << 30}, client.ComponentRef{}, "horizontal scaling")
	if err == nil || !strings.Contains(err.Error(), "vertical-service") || !strings.Contains(err.Error(), "horizontal scaling") {
		t.Fatalf("endless event: %v", err)
	}
}

// A busy answer is waited out and the operation sent again; any other
// answer is the operation's.
func TestWhenComponentIdleRetriesBusy(t *testing.T) {
	fastPoll(t)
	busy := &client.APIError{StatusCode: http.StatusConflict, Message: "操作过于频繁，请稍后再试"}
	answers := []error{busy, busy, nil}
	calls := 0
	api := &eventsAfter{}
	_, err := WhenComponentIdle(context.Background(), api, client.ComponentRef{}, "x", func() error {
		calls++
		return answers[calls-1]
	})
	if err != nil || calls != 3 || api.reads != 3 {
		t.Fatalf("err %v, %d calls, %d reads; want nil, 3, 3", err, calls, api.reads)
	}
	other := &client.APIError{StatusCode: http.StatusConflict, Message: "组件为单实例组件，不可使用多节点"}
	calls = 0
	if _, err := WhenComponentIdle(context.Background(), api, client.ComponentRef{}, "x", func() error { calls++; return other }); err != other || calls != 1 {
		t.Fatalf("another 409: %v after %d calls", err, calls)
	}
}
