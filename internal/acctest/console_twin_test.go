package acctest

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
)

// fakeT is a test that records how it ended (Skip and Fatal end it with
// runtime.Goexit, as testing's do).
type fakeT struct {
	testing.TB
	name     string
	skipped  string
	fatal    string
	cleanups []func()
}

func (f *fakeT) Cleanup(c func()) { f.cleanups = append(f.cleanups, c) }

func (f *fakeT) Name() string { return f.name }
func (f *fakeT) Helper()      {}
func (f *fakeT) Skipf(format string, args ...any) {
	f.skipped = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
func (f *fakeT) Fatal(args ...any) {
	f.fatal = fmt.Sprint(args...)
	runtime.Goexit()
}

// run calls body on a goroutine of its own, as testing runs a test.
func (f *fakeT) run(body func(testing.TB)) *fakeT {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer func() {
			for i := len(f.cleanups) - 1; i >= 0; i-- {
				f.cleanups[i]()
			}
		}()
		body(f)
	}()
	wg.Wait()
	return f
}

func TestConsoleTwin(t *testing.T) {
	if IsLive() {
		t.Skip("the console's tests skip on the mock only")
	}
	t.Setenv(EnvSkipConsoleTests, "1")
	if got := (&fakeT{name: "A/console"}).run(consoleTwin); got.skipped == "" {
		t.Error("a test that runs on the console ran on the mock too")
	}
	if got := (&fakeT{name: "A/mock"}).run(func(t testing.TB) { needsMock(t); consoleTwin(t) }); got.skipped != "" || got.fatal != "" {
		t.Errorf("a test that skips on the console did not run on the mock: skipped %q, failed %q", got.skipped, got.fatal)
	}
	if got := (&fakeT{name: "A/late"}).run(func(t testing.TB) { consoleTwin(t); needsMock(t) }); got.fatal == "" && got.skipped == "" {
		t.Error("SkipOnConsole after the environment was accepted")
	}
	t.Setenv(EnvSkipConsoleTests, "")
	if got := (&fakeT{name: "B/console"}).run(consoleTwin); got.skipped != "" {
		t.Errorf("without %s a console test skipped on the mock: %s", EnvSkipConsoleTests, got.skipped)
	}
	if got := (&fakeT{name: "B/late"}).run(func(t testing.TB) { consoleTwin(t); needsMock(t) }); got.fatal == "" {
		t.Error("SkipOnConsole after the environment passed without the setting: the order must hold in every run")
	}
	if got := (&fakeT{name: "B/mock-only step"}).run(func(t testing.TB) { consoleTwin(t); SkipIfLive(t, "a fault") }); got.fatal == "" {
		t.Error("a mock-only step after a console environment passed: the test would run nowhere")
	}
	// A test ends, and its name comes back (go test -count=2): nothing of
	// its first run remains.
	for i := 0; i < 2; i++ {
		if got := (&fakeT{name: "C/again"}).run(func(t testing.TB) { needsMock(t); consoleTwin(t) }); got.fatal != "" {
			t.Fatalf("run %d of the same test: %s", i+1, got.fatal)
		}
	}
}
