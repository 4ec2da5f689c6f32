package acctest

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// EnvLiveConsolePool names the work folders of several started consoles of
// the kit, separated by ":", each with the settings its start.sh printed in
// run/settings. Each test process then runs its live tests on a console of
// its own: the first one free when the process first asks whether it is
// live, held until the process ends. Tests of different packages, run side
// by side with `go test -p N` (N no more than the pool), so never share a
// console's database; the tests of one package still take turns on theirs.
// Live mode, its settings and the kit's folder (EnvLiveConsoleKit) are
// those of the console the process holds.
const EnvLiveConsolePool = "RAINBOND_LIVE_CONSOLE_POOL"

// poolSettingsFile is the file, in a pool console's run folder, that
// holds the live settings its start.sh printed.
const poolSettingsFile = "settings"

// poolHeld keeps the lock file of the console this process holds open: the
// lock ends with the process.
var poolHeld *os.File

// claimPoolConsole takes a console of the pool once per process, and makes
// its settings this process's live settings. Without a pool it does
// nothing.
var claimPoolConsole = sync.OnceValue(func() error {
	pool := strings.TrimSpace(os.Getenv(EnvLiveConsolePool))
	if pool == "" {
		return nil
	}
	folders := strings.Split(pool, ":")
	deadline := time.Now().Add(kitLockWait)
	for {
		for _, folder := range folders {
			held, err := tryHoldPoolConsole(folder)
			if err != nil {
				return err
			}
			if held {
				return usePoolConsole(folder)
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: every console of the pool (%s) stayed held by another test process for %s; run no more test processes at once (go test -p) than the pool has consoles", EnvLiveConsolePool, pool, kitLockWait)
		}
		time.Sleep(100 * time.Millisecond)
	}
})

// tryHoldPoolConsole takes the console of folder for this process when no
// other process holds it.
func tryHoldPoolConsole(folder string) (bool, error) {
	f, err := os.OpenFile(filepath.Join(folder, "run", "pool.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return false, fmt.Errorf("%s: %w", EnvLiveConsolePool, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		_ = f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return false, nil // another process holds it
		}
		return false, fmt.Errorf("%s: locking %s: %w", EnvLiveConsolePool, f.Name(), err)
	}
	poolHeld = f
	return true, nil
}

// usePoolConsole sets this process's live settings to those of the console
// in folder, before anything reads them (liveSettings and kitFolder ask for
// the claim first).
func usePoolConsole(folder string) error {
	settings, err := readPoolSettings(filepath.Join(folder, "run", poolSettingsFile))
	if err != nil {
		return err
	}
	if settings[EnvLiveBaseURL] == "" {
		return fmt.Errorf("%s: %s has no %s", EnvLiveConsolePool, filepath.Join(folder, "run", poolSettingsFile), EnvLiveBaseURL)
	}
	for k, v := range settings {
		if err := os.Setenv(k, v); err != nil {
			return err
		}
	}
	return os.Setenv(EnvLiveConsoleKit, folder)
}

// readPoolSettings reads KEY=value lines, as start.sh prints them.
func readPoolSettings(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: the console's settings: %w", EnvLiveConsolePool, err)
	}
	defer f.Close()
	settings := map[string]string{}
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		if k, v, ok := strings.Cut(strings.TrimSpace(lines.Text()), "="); ok && k != "" {
			settings[k] = v
		}
	}
	return settings, lines.Err()
}
