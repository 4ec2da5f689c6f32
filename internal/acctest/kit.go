package acctest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// EnvLiveConsoleKit names the work folder of the runnable real console
// (../shared/real-console, started by its start.sh). With it, live mode
// runs the fixture-based tests too: each loads its fixture into that
// console's database (scripts/real-console/admin.py) before its first
// step. Without it, live mode is any installation, and those tests skip,
// since a test may empty only a database that exists for tests.
const EnvLiveConsoleKit = "RAINBOND_LIVE_CONSOLE_KIT"

// kitFolder is the kit's work folder in live mode, or "" when the fixture
// tests cannot run live.
func kitFolder() string {
	if !IsLive() { // IsLive takes a console of the pool first, which sets the folder
		return ""
	}
	return strings.TrimSpace(os.Getenv(EnvLiveConsoleKit))
}

// kitAdmin is the one admin.py process of this test process: it starts
// Django once, then answers a command a line.
type kitAdmin struct {
	mu  sync.Mutex
	in  io.WriteCloser
	out *bufio.Reader
}

var startKitAdmin = sync.OnceValues(func() (*kitAdmin, error) {
	rc := kitFolder()
	_, self, _, _ := runtime.Caller(0)
	script := filepath.Join(filepath.Dir(self), "..", "..", "scripts", "real-console", "admin.py")
	cmd := exec.Command("bash", "-c", `. "$RC/env.sh" && cd "$RC/console" && exec "$PY" "$0"`, script)
	cmd.Env = append(os.Environ(), "RC="+rc)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting the console kit's admin (%s): %w", script, err)
	}
	// The process ends with its stdin, when the test binary exits.
	return &kitAdmin{in: in, out: bufio.NewReader(out)}, nil
})

// run sends one command and decodes its answer into out (may be nil).
func (k *kitAdmin) run(cmd map[string]any, out any) error {
	line, err := json.Marshal(cmd)
	if err != nil {
		return err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, err := k.in.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("console kit admin: %w", err)
	}
	answer, err := k.out.ReadBytes('\n')
	if err != nil {
		return fmt.Errorf("console kit admin %v: no answer: %w", cmd["op"], err)
	}
	var a struct {
		OK    json.RawMessage `json:"ok"`
		Error string          `json:"error"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return fmt.Errorf("console kit admin %v: %q: %w", cmd["op"], answer, err)
	}
	if a.Error != "" {
		return fmt.Errorf("console kit admin %v: %s", cmd["op"], a.Error)
	}
	if out != nil {
		return json.Unmarshal(a.OK, out)
	}
	return nil
}

// kitLockWait is how long a test waits for another to release the console.
const kitLockWait = 20 * time.Minute

// lockKit gives the test the kit's console until it ends: every test
// loads its own fixture into the one database, so tests take turns across
// packages and processes (a lock file in the kit's run folder).
func lockKit(t *testing.T) error {
	release, err := lockKitFile()
	if err == nil {
		t.Cleanup(release)
	}
	return err
}

// lockKitFile takes the console; release gives it back.
func lockKitFile() (release func(), err error) {
	f, err := os.OpenFile(filepath.Join(kitFolder(), "run", "acctest.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("console kit lock: %w", err)
	}
	deadline := time.Now().Add(kitLockWait)
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			_ = f.Close()
			return nil, fmt.Errorf("the real console stayed busy with another test for %s; is a test stuck holding %s?", kitLockWait, f.Name())
		}
		time.Sleep(50 * time.Millisecond)
	}
	return func() { _ = f.Close() }, nil // closing releases the lock
}

// seedKitNow restores the kit's seed at once and gives the console back:
// for a live test that reads the seed before its steps, when it may not
// hold the console yet (see kitLoad); its steps restore the seed again.
func seedKitNow() error {
	release, err := lockKitFile()
	if err != nil {
		return err
	}
	defer release()
	a, err := startKitAdmin()
	if err != nil {
		return err
	}
	return a.run(map[string]any{"op": "seed"}, nil)
}
