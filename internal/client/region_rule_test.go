package client_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The region's refusal of an update of a rule it has no record of is
// recognised, says nothing was changed, and is told from other refusals.
func TestMockRuleNotInRegion(t *testing.T) {
	f := mockgateway.DefaultFixture()
	none := false
	for i := range f.Rules {
		if f.Rules[i].HTTPRuleID == mockgateway.APIRuleID {
			f.Rules[i].RegionRecord = &none
		}
	}
	ts, c := newMockWith(t, f)
	ctx := context.Background()
	weight := int64(50)
	_, err := c.UpdateHTTPRule(ctx, shop, mockgateway.APIRuleID, client.UpdateHTTPRuleRequest{ServiceID: mockgateway.APIID, TheWeight: &weight})
	if !client.IsRuleNotInRegion(err) || client.MayHaveActed(err) {
		t.Fatalf("err = %v (not in region %t, may have acted %t)", err, client.IsRuleNotInRegion(err), client.MayHaveActed(err))
	}
	if r, _ := ts.Rule(mockgateway.APIRuleID); r.TheWeight == 50 {
		t.Fatal("the refused update changed the rule")
	}
	_, err = c.UpdateHTTPRule(ctx, shop, mockgateway.APICertRuleID, client.UpdateHTTPRuleRequest{ServiceID: mockgateway.APIID, DomainName: "Upper.Example.com"})
	if err == nil || client.IsRuleNotInRegion(err) {
		t.Fatalf("another region refusal taken for a missing record: %v", err)
	}
}
