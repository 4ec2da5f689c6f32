package acctest

import (
	"os"
	"strings"
	"sync"
	"testing"
)

// EnvSkipConsoleTests, set on a run on the mock, skips there the tests
// that run on the real console (those on NewConsoleEnv, NewLiveEnv and
// their kin, unless they skip on the console): the same CI run's
// real-console step runs them against the console with the same CLI, so
// running them on the mock too proves nothing more and costs most of that
// leg's time. .ci/run sets it on the latest Terraform's leg only when the
// real-console step will run its live suite there; the oldest Terraform's
// leg and OpenTofu's still run every test on the mock.
const EnvSkipConsoleTests = "RAINBOND_ACC_SKIP_CONSOLE_TESTS"

var (
	// envMade holds the tests (by name) whose environment was made, so
	// that a SkipOnConsole after it fails: it must come first, or a run
	// with EnvSkipConsoleTests would skip the test on the mock although
	// the console never runs it.
	envMade sync.Map
	// mockNeeded holds the tests that called SkipOnConsole: they run on
	// the mock in every run.
	mockNeeded sync.Map
)

// consoleTwin is called by the constructors of the environments that run
// on the real console, when they make the mock's: it skips the test on a
// run with EnvSkipConsoleTests unless the test skips on the console.
func consoleTwin(t testing.TB) {
	t.Helper()
	remember(t, &envMade)
	if _, ok := mockNeeded.Load(t.Name()); ok || !skipConsoleTests() {
		return
	}
	t.Skipf("%s is set: this run's real-console step runs this test against the real console with the same CLI", EnvSkipConsoleTests)
}

func skipConsoleTests() bool {
	v := strings.TrimSpace(os.Getenv(EnvSkipConsoleTests))
	return v != "" && v != "0" && !IsLive()
}

// remember records the test in m until it ends (a test's name comes back
// under -count=2).
func remember(t testing.TB, m *sync.Map) {
	name := t.Name()
	m.Store(name, true)
	t.Cleanup(func() { m.Delete(name) })
}

// needsMock records that the test skips on the console, and fails it when
// its environment is made already (see envMade).
func needsMock(t testing.TB) {
	t.Helper()
	envFirst(t, "acctest.SkipOnConsole")
	remember(t, &mockNeeded)
}

// envFirst fails a test that made an environment that runs on the real
// console and then asks for the mock (what): on a run with
// EnvSkipConsoleTests the test was skipped already, and the console skips
// it too, so it would run nowhere.
func envFirst(t testing.TB, what string) {
	t.Helper()
	if _, ok := envMade.Load(t.Name()); ok {
		t.Fatal(what + " comes before the test's environment (NewConsoleEnv...), or the test takes a mock-only environment (NewEnv): " +
			"a run that leaves the console's tests to the console must still run this one on the mock")
	}
}
