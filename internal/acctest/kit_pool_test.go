package acctest

import (
	"os"
	"path/filepath"
	"testing"
)

// A console of the pool held by one test process is not taken by another.
// flock locks belong to an open file, so a second open in this process
// stands for the other process.
func TestPoolConsoleHeldOnce(t *testing.T) {
	folder := t.TempDir()
	if err := os.MkdirAll(filepath.Join(folder, "run"), 0o755); err != nil {
		t.Fatal(err)
	}
	saved := poolHeld
	t.Cleanup(func() { poolHeld = saved })

	held, err := tryHoldPoolConsole(folder)
	if err != nil || !held {
		t.Fatalf("first hold: held=%v err=%v, want the console", held, err)
	}
	first := poolHeld
	again, err := tryHoldPoolConsole(folder)
	if err != nil || again {
		t.Fatalf("second hold: held=%v err=%v, want the console refused while the first holds it", again, err)
	}
	_ = first.Close()
	freed, err := tryHoldPoolConsole(folder)
	if err != nil || !freed {
		t.Fatalf("hold after release: held=%v err=%v, want the console", freed, err)
	}
	_ = poolHeld.Close()
}

// The settings file is start.sh's output: KEY=value lines; a value may hold
// "=".
func TestReadPoolSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings")
	body := "RAINBOND_LIVE_BASE_URL=http://127.0.0.1:4100\nRAINBOND_LIVE_TOKEN=a=b\n\nnot a setting\n"
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := readPoolSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"RAINBOND_LIVE_BASE_URL": "http://127.0.0.1:4100", "RAINBOND_LIVE_TOKEN": "a=b"}
	if len(got) != len(want) {
		t.Fatalf("settings %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
	if _, err := readPoolSettings(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("a missing settings file read without error")
	}
}
