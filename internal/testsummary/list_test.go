package testsummary

import (
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"
)

func TestListRoundTrip(t *testing.T) {
	r, err := Read(strings.NewReader(stream), io.Discard, false)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.WriteList(&b); err != nil {
		t.Fatal(err)
	}
	l, err := ReadList(&b)
	if err != nil {
		t.Fatal(err)
	}
	// The parent counts through its subtest, as in the counts.
	if !l.Passed[Test{"example.com/ts", "TestAccPass/sub"}] || l.Passed[Test{"example.com/ts", "TestAccPass"}] {
		t.Errorf("passed: %v", l.Passed)
	}
	if len(l.Skips) != 1 || l.Skips[0].Test != "TestAccSkip" || !strings.Contains(l.Skips[0].Reason, "below minimum") {
		t.Errorf("skips: %+v", l.Skips)
	}
	if _, err := ReadList(strings.NewReader("ran\tx\n")); err == nil {
		t.Error("a line that is not a list's was read")
	}
}

func TestUncovered(t *testing.T) {
	const mark = "the console runs it"
	skipper := List{Skips: []Skip{
		{"p", "TestAccRan", mark},
		{"p", "TestAccParent", mark},
		{"p", "TestAccHalf", mark},
		{"p", "TestAccNever", mark},
		{"p", "TestAccSkippedThere", mark},
		{"q", "TestAccRan", mark}, // another package's test of the same name
		{"p", "TestAccOther", "below minimum version"},
	}}
	runner := List{
		Passed: map[Test]bool{
			{"p", "TestAccRan"}: true, {"p", "TestAccParent/a"}: true, {"p", "TestAccParent/b"}: true,
			{"p", "TestAccHalf/a"}: true, {"p", "TestAccNeverMind"}: true,
		},
		Skips: []Skip{{"p", "TestAccHalf/b", "stand-in"}, {"p", "TestAccSkippedThere", "stand-in"}},
	}
	want := []string{
		"p TestAccHalf/b (skipped there: stand-in)",
		"p TestAccNever",
		"p TestAccSkippedThere (skipped there: stand-in)",
		"q TestAccRan",
	}
	if got := Uncovered(skipper, runner, mark); !reflect.DeepEqual(got, want) {
		t.Errorf("uncovered:\n got %q\nwant %q", got, want)
	}
}
