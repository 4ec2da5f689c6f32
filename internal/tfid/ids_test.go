package tfid

import (
	"strings"
	"testing"
)

var testIDFormat = IDFormat{StringPart("team_id"), StringPart("region_name"), IntPart("app_id", 1<<31-1), IntPart("container_port", 65535)}

func TestIDFormatRoundTrip(t *testing.T) {
	id := testIDFormat.Build("team", "region", int64(7), int64(8080))
	if id != "team/region/7/8080" {
		t.Fatalf("Build = %q", id)
	}
	p, err := testIDFormat.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	if p.Str("team_id") != "team" || p.Str("region_name") != "region" || p.Int("app_id") != 7 || p.Int("container_port") != 8080 {
		t.Fatalf("Parse = %+v", p)
	}
	if testIDFormat.String() != "team_id/region_name/app_id/container_port" {
		t.Fatalf("String = %q", testIDFormat.String())
	}
}

func TestIDFormatParseErrors(t *testing.T) {
	form := `"team_id/region_name/app_id/container_port"`
	cases := []struct {
		id    string
		wants []string
	}{
		{"", []string{form, "got \"\" with 1 part(s)"}},
		{"team/region/7", []string{form, "4 parts", "with 3 part(s)"}},
		{"team/region/7/8080/extra", []string{form, "with 5 part(s)"}},
		{"team//7/8080", []string{"part 2 (region_name)", "is empty", form}},
		{"team/region/seven/8080", []string{"part 3 (app_id)", "must be an integer", `got "seven"`, form}},
		{"team/region/7/0", []string{"part 4 (container_port)", "between 1 and 65535", "got 0", form}},
		{"team/region/7/70000", []string{"part 4 (container_port)", "got 70000"}},
		{"team/region/7/80.5", []string{"must be an integer"}},
	}
	for _, c := range cases {
		_, err := testIDFormat.Parse(c.id)
		if err == nil {
			t.Errorf("Parse(%q) accepted", c.id)
			continue
		}
		for _, w := range c.wants {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Parse(%q) error %q lacks %q", c.id, err, w)
			}
		}
	}
}

func TestIDFormatParseIsCanonicalForNumbers(t *testing.T) {
	p, err := testIDFormat.Parse("team/region/007/08080")
	if err != nil {
		t.Fatal(err)
	}
	if got := testIDFormat.Build(p.value(testIDFormat[0]), p.value(testIDFormat[1]), p.value(testIDFormat[2]), p.value(testIDFormat[3])); got != "team/region/7/8080" {
		t.Fatalf("canonical ID = %q", got)
	}
}
