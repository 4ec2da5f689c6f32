package testsummary

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
)

// WriteList writes the tests that passed and those skipped, one a line:
// "pass<TAB>package<TAB>test" or "skip<TAB>package<TAB>test<TAB>reason", so
// that another leg's run can be checked against this one (Uncovered).
func (r Result) WriteList(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for _, p := range r.Passed {
		fmt.Fprintf(bw, "pass\t%s\t%s\n", p.Package, p.Name)
	}
	for _, s := range r.Skips {
		fmt.Fprintf(bw, "skip\t%s\t%s\t%s\n", s.Package, s.Test, strings.ReplaceAll(s.Reason, "\n", " "))
	}
	return bw.Flush()
}

// List is a run's list as WriteList wrote it.
type List struct {
	Passed map[Test]bool
	Skips  []Skip
}

// ReadList reads what WriteList wrote.
func ReadList(in io.Reader) (List, error) {
	l := List{Passed: map[Test]bool{}}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), "\t", 4)
		switch {
		case len(f) >= 3 && f[0] == "pass":
			l.Passed[Test{f[1], f[2]}] = true
		case len(f) == 4 && f[0] == "skip":
			l.Skips = append(l.Skips, Skip{Package: f[1], Test: f[2], Reason: f[3]})
		case sc.Text() == "":
		default:
			return l, fmt.Errorf("not a line of a test list: %q", sc.Text())
		}
	}
	return l, sc.Err()
}

// Uncovered are the tests that one run skipped, with a reason containing
// mark, because another run would run them (the latest Terraform's leg on
// the mock leaves the real console's tests to the console), and that the
// other run did not pass: neither the test itself, nor, when it has
// subtests there, every one of them (a subtest the other run skipped is
// named). The result is sorted.
func Uncovered(skipper, runner List, mark string) []string {
	var out []string
	for _, s := range skipper.Skips {
		if !strings.Contains(s.Reason, mark) {
			continue
		}
		t := Test{s.Package, s.Test}
		if runner.Passed[t] {
			continue
		}
		passedSub := false
		for p := range runner.Passed {
			if p.Package == t.Package && strings.HasPrefix(p.Name, t.Name+"/") {
				passedSub = true
				break
			}
		}
		var skippedSubs []string
		for _, o := range runner.Skips {
			if o.Package == t.Package && (o.Test == t.Name || strings.HasPrefix(o.Test, t.Name+"/")) {
				skippedSubs = append(skippedSubs, fmt.Sprintf("%s %s (skipped there: %s)", o.Package, o.Test, o.Reason))
			}
		}
		switch {
		case len(skippedSubs) > 0:
			out = append(out, skippedSubs...)
		case !passedSub:
			out = append(out, fmt.Sprintf("%s %s", t.Package, t.Name))
		}
	}
	sort.Strings(out)
	return out
}
