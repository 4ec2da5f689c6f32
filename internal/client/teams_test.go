package client_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The team list pages through every team the token sees.
func TestListTeamsAllPages(t *testing.T) {
	ts, c := newMock(t)
	for i := range 120 {
		if _, err := ts.PutTeam(mockgateway.Team{TeamName: fmt.Sprintf("extra-%03d", i)}); err != nil {
			t.Fatal(err)
		}
	}
	teams, err := c.ListTeams(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if want := len(ts.Teams()); len(teams) != want {
		t.Fatalf("listed %d teams, want %d", len(teams), want)
	}
	found := false
	for _, tm := range teams {
		found = found || (tm.TenantName == mockgateway.DefaultTeam && tm.TenantID != "")
	}
	if !found {
		t.Errorf("the default team is not listed: %+v", teams[:2])
	}
}
