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
	Test, Reason string
}

// Result is what one `go test -json` run did. Subtests count as tests.
type Result struct {
	// Acceptance are the tests whose top-level function is named TestAcc*.
	Acceptance Counts
	// Other are every other test.
	Other Counts
	// Skips lists the skipped tests, in order of name.
	Skips []Skip
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

// progressNoise are package-level lines that -json adds (it implies -v) and
// plain go test does not print.
var progressNoise = map[string]bool{"PASS\n": true, "testing: warning: no tests to run\n": true}

// Read consumes a `go test -json` stream and writes the human-readable part
// of it to out as it goes: with verbose, all of it, as `go test -v` would.
// Lines that are not JSON (go test's own errors before any test runs) are
// copied to out unchanged.
func Read(in io.Reader, out io.Writer, verbose bool) (Result, error) {
	var r Result
	pending := map[testKey][]string{} // output of tests still running
	broken := map[string]bool{}
	testFailed := map[string]bool{} // packages with a failed test
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintf(out, "%s\n", line)
			continue
		}
		key := testKey{e.Package, e.Test}
		if e.Action == "output" {
			switch {
			case verbose:
				fmt.Fprint(out, e.Output)
			case e.Test == "" && !progressNoise[e.Output]:
				// Package level: "ok  pkg 1.2s", "FAIL pkg", a panic before
				// any test.
				fmt.Fprint(out, e.Output)
			}
			if e.Test != "" {
				pending[key] = append(pending[key], e.Output)
			}
			continue
		}
		switch {
		case e.Action == "build-output":
			fmt.Fprint(out, e.Output)
		case e.Test != "" && (e.Action == "pass" || e.Action == "skip" || e.Action == "fail"):
			lines := pending[key]
			delete(pending, key)
			r.count(e, lines)
			if e.Action == "fail" {
				testFailed[e.Package] = true
				if !verbose {
					fmt.Fprint(out, strings.Join(withoutProgress(lines), ""))
				}
			}
		case e.Test == "" && e.Action == "fail":
			// Tests that never ended were killed with the binary: their output
			// holds the panic or the timeout's stack.
			for k, lines := range pending {
				if k.pkg == e.Package {
					if !verbose {
						fmt.Fprint(out, strings.Join(lines, ""))
					}
					delete(pending, k)
				}
			}
			if !testFailed[e.Package] {
				broken[e.Package] = true
			}
		}
	}
	for p := range broken {
		r.BrokenPackages = append(r.BrokenPackages, p)
	}
	sort.Strings(r.BrokenPackages)
	sort.Slice(r.Skips, func(i, j int) bool { return r.Skips[i].Test < r.Skips[j].Test })
	return r, sc.Err()
}

func (r *Result) count(e event, lines []string) {
	c := &r.Other
	if strings.HasPrefix(e.Test, "TestAcc") {
		c = &r.Acceptance
	}
	switch e.Action {
	case "pass":
		c.Passed++
	case "skip":
		c.Skipped++
		r.Skips = append(r.Skips, Skip{Test: e.Test, Reason: skipReason(lines)})
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
