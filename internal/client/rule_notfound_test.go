package client_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The rule's own 404 on delete (code 1404, "domain not found") says the
// rule is gone, with no base_url hint; the 404s of the team or the app
// do not.
func TestMockRuleNotFound(t *testing.T) {
	_, c := newMock(t)
	ctx := context.Background()
	app := client.AppRef{TeamID: web.TeamID, RegionName: web.RegionName, AppID: web.AppID}
	err := c.DeleteHTTPDomain(ctx, app, "0123456789abcdef0123456789abcdef")
	if !client.IsRuleNotFound(err) || !client.IsPlatformNotFound(err) {
		t.Fatalf("an unknown rule: %v", err)
	}
	if strings.Contains(err.Error(), "base_url") {
		t.Errorf("the rule's own 404 suggests checking base_url: %v", err)
	}
	for name, ref := range map[string]client.AppRef{
		"team": {TeamID: "nope", RegionName: app.RegionName, AppID: app.AppID},
		"app":  {TeamID: app.TeamID, RegionName: app.RegionName, AppID: 999},
	} {
		err := c.DeleteHTTPDomain(ctx, ref, "0123456789abcdef0123456789abcdef")
		if client.IsRuleNotFound(err) {
			t.Errorf("the %s's 404 taken for the rule's: %v", name, err)
		}
	}
}

func TestIsRuleNotFoundNeeds404(t *testing.T) {
	if client.IsRuleNotFound(nil) || client.IsRuleNotFound(context.Canceled) {
		t.Error("not an answer")
	}
	if client.IsRuleNotFound(&client.APIError{StatusCode: 400, Code: client.CodeRuleNotFound}) {
		t.Error("a 400 with the code")
	}
	if !client.IsRuleNotFound(&client.APIError{StatusCode: 404, Code: client.CodeRuleNotFound}) {
		t.Error("code 1404")
	}
	if !client.IsRuleNotFound(&client.APIError{StatusCode: 404, Message: "域名不存在"}) {
		t.Error("msg_show alone")
	}
	if client.IsRuleNotFound(&client.APIError{StatusCode: 404, Code: 2404, Message: "domain not found"}) {
		t.Error("the stream rule's 404 (code 2404, the same words) taken for the HTTP rule's")
	}
	if client.IsRuleNotFound(&client.APIError{StatusCode: 404, Message: "no found team"}) {
		t.Error("the team's 404")
	}
}
