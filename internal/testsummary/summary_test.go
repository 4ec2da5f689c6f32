package testsummary

import (
	"strings"
	"testing"
)

// stream is `go test -json ./...` of a module with a passing acceptance test
// and its subtest, a skipped acceptance test, a failing and a passing unit
// test, an acceptance test that panics, and a package that does not compile
// (times and most of the panic's stack removed).
const stream = `{"Action":"start","Package":"example.com/ts"}
{"Action":"run","Package":"example.com/ts","Test":"TestAccPass"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccPass","Output":"=== RUN   TestAccPass\n"}
{"Action":"run","Package":"example.com/ts","Test":"TestAccPass/sub"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccPass/sub","Output":"=== RUN   TestAccPass/sub\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccPass/sub","Output":"--- PASS: TestAccPass/sub (0.00s)\n"}
{"Action":"pass","Package":"example.com/ts","Test":"TestAccPass/sub"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccPass","Output":"--- PASS: TestAccPass (0.00s)\n"}
{"Action":"pass","Package":"example.com/ts","Test":"TestAccPass"}
{"Action":"run","Package":"example.com/ts","Test":"TestAccSkip"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccSkip","Output":"=== RUN   TestAccSkip\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccSkip","Output":"    a_test.go:4: Terraform CLI version 1.11.4 is below minimum version 1.14.0: skipping test\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestAccSkip","Output":"--- SKIP: TestAccSkip (0.00s)\n"}
{"Action":"skip","Package":"example.com/ts","Test":"TestAccSkip"}
{"Action":"run","Package":"example.com/ts","Test":"TestUnitFail"}
{"Action":"output","Package":"example.com/ts","Test":"TestUnitFail","Output":"=== RUN   TestUnitFail\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestUnitFail","Output":"    a_test.go:5: noise\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestUnitFail","Output":"    a_test.go:5: want 2, got 3\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestUnitFail","Output":"--- FAIL: TestUnitFail (0.00s)\n"}
{"Action":"fail","Package":"example.com/ts","Test":"TestUnitFail"}
{"Action":"run","Package":"example.com/ts","Test":"TestUnitPass"}
{"Action":"output","Package":"example.com/ts","Test":"TestUnitPass","Output":"=== RUN   TestUnitPass\n"}
{"Action":"output","Package":"example.com/ts","Test":"TestUnitPass","Output":"--- PASS: TestUnitPass (0.00s)\n"}
{"Action":"pass","Package":"example.com/ts","Test":"TestUnitPass"}
{"Action":"output","Package":"example.com/ts","Output":"FAIL\n"}
{"Action":"output","Package":"example.com/ts","Output":"FAIL\texample.com/ts\t0.004s\n"}
{"Action":"fail","Package":"example.com/ts"}
{"Action":"run","Package":"example.com/ts/b","Test":"TestAccPanics"}
{"Action":"output","Package":"example.com/ts/b","Test":"TestAccPanics","Output":"=== RUN   TestAccPanics\n"}
{"Action":"output","Package":"example.com/ts/b","Test":"TestAccPanics","Output":"--- FAIL: TestAccPanics (0.00s)\n"}
{"Action":"output","Package":"example.com/ts/b","Test":"TestAccPanics","Output":"panic: boom [recovered, repanicked]\n"}
{"Action":"output","Package":"example.com/ts/b","Test":"TestAccPanics","Output":"\n"}
{"Action":"output","Package":"example.com/ts/b","Test":"TestAccPanics","Output":"panic({0x550fc0?, 0x594580?})\n"}
{"Action":"fail","Package":"example.com/ts/b","Test":"TestAccPanics"}
{"Action":"output","Package":"example.com/ts/b","Output":"FAIL\texample.com/ts/b\t0.004s\n"}
{"Action":"fail","Package":"example.com/ts/b"}
{"ImportPath":"example.com/ts/c [example.com/ts/c.test]","Action":"build-output","Output":"# example.com/ts/c [example.com/ts/c.test]\n"}
{"ImportPath":"example.com/ts/c [example.com/ts/c.test]","Action":"build-output","Output":"c/c_test.go:3:28: undefined: undefined\n"}
{"ImportPath":"example.com/ts/c [example.com/ts/c.test]","Action":"build-fail"}
{"Action":"output","Package":"example.com/ts/c","Output":"FAIL\texample.com/ts/c [build failed]\n"}
{"Action":"fail","Package":"example.com/ts/c","FailedBuild":"example.com/ts/c [example.com/ts/c.test]"}
`

func TestRead(t *testing.T) {
	var out strings.Builder
	r, err := Read(strings.NewReader(stream), &out, false)
	if err != nil {
		t.Fatal(err)
	}
	// TestAccPass counts through its one subtest.
	if want := (Counts{Passed: 1, Skipped: 1, Failed: 1}); r.Acceptance != want {
		t.Errorf("acceptance = %+v, want %+v", r.Acceptance, want)
	}
	if want := (Counts{Passed: 1, Failed: 1}); r.Other != want {
		t.Errorf("other = %+v, want %+v", r.Other, want)
	}
	if len(r.Skips) != 1 || r.Skips[0].Test != "TestAccSkip" ||
		r.Skips[0].Reason != "Terraform CLI version 1.11.4 is below minimum version 1.14.0: skipping test" {
		t.Errorf("skips = %+v", r.Skips)
	}
	// Only the package that failed without a failed test is broken.
	if len(r.BrokenPackages) != 1 || r.BrokenPackages[0] != "example.com/ts/c" {
		t.Errorf("broken packages = %q, want example.com/ts/c", r.BrokenPackages)
	}
	if r.OK() {
		t.Error("OK with failures")
	}
	got := out.String()
	for _, want := range []string{
		"a_test.go:5: want 2, got 3\n--- FAIL: TestUnitFail",
		"--- FAIL: TestAccPanics (0.00s)\npanic: boom",
		"c/c_test.go:3:28: undefined: undefined\n",
		"FAIL\texample.com/ts/c [build failed]\n",
		"FAIL\texample.com/ts\t",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	// What passed or was skipped stays quiet, as with plain go test.
	for _, quiet := range []string{"=== RUN", "--- PASS", "--- SKIP"} {
		if strings.Contains(got, quiet) {
			t.Errorf("output has %q:\n%s", quiet, got)
		}
	}
	line := r.Line("Terraform v1.16.3")
	want := "Terraform v1.16.3: acceptance tests 1 passed, 1 skipped, 1 failed; other tests 1 passed, 0 skipped, 1 failed; broken packages: example.com/ts/c"
	if line != want {
		t.Errorf("line = %q, want %q", line, want)
	}
}

func TestReadAllPassed(t *testing.T) {
	in := `{"Action":"run","Package":"p","Test":"TestAccA"}
{"Action":"output","Package":"p","Test":"TestAccA","Output":"--- PASS: TestAccA (1.00s)\n"}
{"Action":"pass","Package":"p","Test":"TestAccA"}
{"Action":"output","Package":"p","Output":"PASS\n"}
{"Action":"output","Package":"p","Output":"ok  \tp\t1.0s\n"}
{"Action":"pass","Package":"p"}
`
	var out strings.Builder
	r, err := Read(strings.NewReader("go: downloading x v1.0.0\n"+in), &out, false)
	if err != nil {
		t.Fatal(err)
	}
	if !r.OK() || r.Acceptance != (Counts{Passed: 1}) || r.Other != (Counts{}) {
		t.Errorf("result = %+v, want one passed acceptance test", r)
	}
	if got, want := out.String(), "go: downloading x v1.0.0\nok  \tp\t1.0s\n"; got != want {
		t.Errorf("output = %q, want %q", got, want)
	}
	if got, want := r.Line("OpenTofu v1.12.6"), "OpenTofu v1.12.6: acceptance tests 1 passed, 0 skipped, 0 failed"; got != want {
		t.Errorf("line = %q, want %q", got, want)
	}
}

func TestReadVerbose(t *testing.T) {
	var out strings.Builder
	r, err := Read(strings.NewReader(stream), &out, true)
	if err != nil {
		t.Fatal(err)
	}
	// The counts, the skip reasons and the broken packages do not depend on
	// how much is printed.
	if r.Acceptance != (Counts{Passed: 1, Skipped: 1, Failed: 1}) || r.Other != (Counts{Passed: 1, Failed: 1}) ||
		len(r.Skips) != 1 || r.Skips[0].Reason == "" || len(r.BrokenPackages) != 1 {
		t.Errorf("result = %+v", r)
	}
	got := out.String()
	for _, want := range []string{
		"=== RUN   TestAccPass\n=== RUN   TestAccPass/sub\n--- PASS: TestAccPass/sub",
		"--- SKIP: TestAccSkip",
		"a_test.go:5: noise\n    a_test.go:5: want 2, got 3\n--- FAIL: TestUnitFail",
		"c/c_test.go:3:28: undefined: undefined\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "--- FAIL: TestUnitFail"); n != 1 {
		t.Errorf("the failed test's output is printed %d times, want once:\n%s", n, got)
	}
}

// A parent whose subtests all skipped did not run, though it passes; a
// parent that fails after passing subtests is a failure, counted once.
func TestReadCountsSubtestsNotTheirParent(t *testing.T) {
	ev := func(action, test string) string {
		return `{"Action":"` + action + `","Package":"example.com/ts","Test":"` + test + `"}` + "\n"
	}
	in := ev("skip", "TestAccAllSkipped/a") + ev("skip", "TestAccAllSkipped/b") + ev("pass", "TestAccAllSkipped") +
		ev("pass", "TestAccLateCheck/a") + ev("fail", "TestAccLateCheck") +
		ev("fail", "TestAccSubFails/a") + ev("pass", "TestAccSubFails/b") + ev("fail", "TestAccSubFails") +
		ev("pass", "TestAccNested/a/x") + ev("pass", "TestAccNested/a") + ev("pass", "TestAccNested")
	r, err := Read(strings.NewReader(in), &strings.Builder{}, false)
	if err != nil {
		t.Fatal(err)
	}
	if want := (Counts{Passed: 3, Skipped: 2, Failed: 2}); r.Acceptance != want {
		t.Errorf("acceptance = %+v, want %+v", r.Acceptance, want)
	}
}
