package readonly

import (
	"reflect"
	"testing"
)

func TestAlignTeamResources(t *testing.T) {
	cases := []struct {
		name          string
		want, got     []string
		answerOf      []int
		extra, unsure []int
	}{
		{"all answered", []string{"a", "b"}, []string{"a", "b"}, []int{0, 1}, nil, nil},
		// Nothing skipped: the order pairs them even when ids differ in form.
		{"all answered, other id form", []string{"a"}, []string{"team-a"}, []int{0}, nil, nil},
		{"one skipped", []string{"a", "b", "c"}, []string{"a", "c"}, []int{0, -1, 1}, nil, nil},
		{"all skipped", []string{"a", "b"}, []string{}, []int{-1, -1}, nil, nil},
		{"same team twice, both answered among a skip", []string{"a", "a", "b"}, []string{"a", "a"}, []int{0, 1, -1}, nil, nil},
		{"same team twice, one answered", []string{"a", "b", "a"}, []string{"a", "b"}, []int{-1, 1, -1}, nil, []int{0, 2}},
		{"unexpected answer", []string{"a", "b"}, []string{"x"}, []int{-1, -1}, []int{0}, nil},
		{"more answers than asked", []string{"a"}, []string{"a", "a"}, []int{0}, []int{1}, nil},
	}
	for _, c := range cases {
		answerOf, extra, unsure := alignTeamResources(c.want, c.got)
		if !reflect.DeepEqual(answerOf, c.answerOf) || !reflect.DeepEqual(extra, c.extra) || !reflect.DeepEqual(unsure, c.unsure) {
			t.Errorf("%s: got answerOf=%v extra=%v unsure=%v; want %v %v %v", c.name, answerOf, extra, unsure, c.answerOf, c.extra, c.unsure)
		}
	}
}
