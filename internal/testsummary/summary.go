// Package testsummary reads the event stream of `go test -json`, prints what
// plain `go test` would (package results, and the output of failed tests),
// and counts the tests that passed, were skipped and failed, so that each leg
// of the CLI matrix ends with one line saying how many tests ran on that CLI.
package testsummary

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// event is one line of `go test -json` (see `go doc test2json`).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

// Counts are the results of one kind of test.
type Counts struct {
	Passed, Skipped, Failed int
}

func (c Counts) String() string {
	return fmt.Sprintf("%d passed, %d skipped, %d failed", c.Passed, c.Skipped, c.Failed)
}

// Skip is a skipped test and the reason it gave.
type Skip struct {
	Package, Test, Reason string
}

// Result is what one `go test -json` run did. A test counts once: a test
// with subtests is counted through its subtests, not as one more test, so
// that a parent whose subtests all skipped is not a test that ran (it
// passes). Its own failure counts when no subtest failed (a failed check
// after the subtests), so that no failure goes uncounted.
type Result struct {
	// Acceptance are the tests whose top-level function is named TestAcc*.
	Acceptance Counts
	// Other are every other test.
	Other Counts
	// Skips lists the skipped tests, in order of name.
	Skips []Skip
	// Passed lists the tests that passed, counted as above (a parent
	// through its subtests), in order of package and name.
	Passed []Test
	// BrokenPackages are packages that failed outside any test: a build
	// failure, a panic or timeout that killed the test binary, a failing
	// TestMain.
	BrokenPackages []string
}

// OK is true when nothing failed.
func (r Result) OK() bool {
	return r.Acceptance.Failed == 0 && r.Other.Failed == 0 && len(r.BrokenPackages) == 0
}

// Line is the one-line summary, after a label naming the CLI.
func (r Result) Line(label string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: acceptance tests %s", label, r.Acceptance)
	if r.Other != (Counts{}) {
		fmt.Fprintf(&b, "; other tests %s", r.Other)
	}
	if len(r.BrokenPackages) > 0 {
		fmt.Fprintf(&b, "; broken packages: %s", strings.Join(r.BrokenPackages, ", "))
	}
	return b.String()
}

type testKey struct{ pkg, test string }

// Test names a test: its package and its name.
type Test struct{ Package, Name string }

// progressNoise are package-level lines that -json adds (it implies -v) and
// plain go test does not print.
var progressNoise = map[string]bool{"PASS\n": true, "testing: warning: no tests to run\n": true}

// Read consumes a `go test -json` stream and writes the human-readable part
// of it to out as it goes: with verbose, all of it, as `go test -v` would.
// Lines that are not JSON (go test's own errors before any test runs) are
// copied to out unchanged.
func Read(in io.Reader, out io.Writer, verbose bool) (Result, error) {
	rd := reader{out: out, verbose: verbose, pending: map[testKey][]string{}, broken: map[string]bool{}, testFailed: map[string]bool{}, parents: map[testKey]bool{}}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintf(out, "%s\n", line)
			continue
		}
		rd.event(e)
	}
	r := rd.result
	for p := range rd.broken {
		r.BrokenPackages = append(r.BrokenPackages, p)
	}
	sort.Strings(r.BrokenPackages)
	sort.Slice(r.Skips, func(i, j int) bool { return r.Skips[i].Test < r.Skips[j].Test })
	sort.Slice(r.Passed, func(i, j int) bool {
		a, b := r.Passed[i], r.Passed[j]
		return a.Package < b.Package || a.Package == b.Package && a.Name < b.Name
	})
	return r, sc.Err()
}

// reader is the state of one Read.
type reader struct {
	out        io.Writer
	verbose    bool
	result     Result
	pending    map[testKey][]string // output of tests still running
	broken     map[string]bool
	testFailed map[string]bool  // packages with a failed test
	parents    map[testKey]bool // tests with subtests, and whether a subtest failed
}

func (rd *reader) event(e event) {
	switch {
	case e.Action == "output":
		rd.output(e)
	case e.Action == "build-output":
		fmt.Fprint(rd.out, e.Output)
	case e.Test != "" && (e.Action == "pass" || e.Action == "skip" || e.Action == "fail"):
		rd.testEnded(e)
	case e.Test == "" && e.Action == "fail":
		rd.packageFailed(e.Package)
	}
}

func (rd *reader) output(e event) {
	switch {
	case rd.verbose:
		fmt.Fprint(rd.out, e.Output)
	case e.Test == "" && !progressNoise[e.Output]:
		// Package level: "ok  pkg 1.2s", "FAIL pkg", a panic before any test.
		fmt.Fprint(rd.out, e.Output)
	}
	if e.Test != "" {
		key := testKey{e.Package, e.Test}
		rd.pending[key] = append(rd.pending[key], e.Output)
	}
}

func (rd *reader) testEnded(e event) {
	key := testKey{e.Package, e.Test}
	lines := rd.pending[key]
	delete(rd.pending, key)
	// Subtests end before their parent.
	if i := strings.LastIndex(e.Test, "/"); i > 0 {
		parent := testKey{e.Package, e.Test[:i]}
		rd.parents[parent] = rd.parents[parent] || e.Action == "fail"
	}
	subtestFailed, isParent := rd.parents[key]
	delete(rd.parents, key)
	if !isParent || (e.Action == "fail" && !subtestFailed) {
		rd.result.count(e, lines)
	}
	if e.Action == "fail" {
		rd.testFailed[e.Package] = true
		if !rd.verbose {
			fmt.Fprint(rd.out, strings.Join(withoutProgress(lines), ""))
		}
	}
}

// packageFailed ends a package that failed. Tests that never ended were
// killed with the binary: their output holds the panic or the timeout's
// stack.
func (rd *reader) packageFailed(pkg string) {
	for k, lines := range rd.pending {
		if k.pkg == pkg {
			if !rd.verbose {
				fmt.Fprint(rd.out, strings.Join(lines, ""))
			}
			delete(rd.pending, k)
		}
	}
	if !rd.testFailed[pkg] {
		rd.broken[pkg] = true
	}
}

func (r *Result) count(e event, lines []string) {
	c := &r.Other
	if strings.HasPrefix(e.Test, "TestAcc") {
		c = &r.Acceptance
	}
	switch e.Action {
	case "pass":
		c.Passed++
		r.Passed = append(r.Passed, Test{e.Package, e.Test})
	case "skip":
		c.Skipped++
		r.Skips = append(r.Skips, Skip{Package: e.Package, Test: e.Test, Reason: skipReason(lines)})
	case "fail":
		c.Failed++
	}
}

// withoutProgress drops the lines -json adds for every test (=== RUN, PAUSE,
// CONT, NAME), which plain go test does not print.
func withoutProgress(lines []string) []string {
	var out []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "=== ") {
			out = append(out, l)
		}
	}
	return out
}

// skipReason is the last message a skipped test logged before its
// "--- SKIP" line: the argument of t.Skip, or the test framework's message.
func skipReason(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(lines[i])
		if l == "" || strings.HasPrefix(l, "=== ") || strings.HasPrefix(l, "--- ") {
			continue
		}
		// "file_test.go:12: message": the message.
		if _, msg, ok := strings.Cut(l, ": "); ok && strings.HasSuffix(strings.Fields(l)[0], ":") {
			return msg
		}
		return l
	}
	return ""
}
