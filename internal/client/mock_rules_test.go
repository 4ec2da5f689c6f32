package client_test

import (
	"context"
	"slices"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func ruleIDs(rules []client.HTTPRule) []string {
	ids := make([]string, 0, len(rules))
	for _, r := range rules {
		ids = append(ids, r.HTTPRuleID)
	}
	slices.Sort(ids)
	return ids
}

func TestMockListHTTPRules(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	all, err := c.ListHTTPRules(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != len(ts.Rules()) || len(all) < 6 {
		t.Fatalf("%d rules", len(all))
	}
	on, err := c.ListHTTPRules(ctx, client.Ptr(true))
	if err != nil {
		t.Fatal(err)
	}
	if ids := ruleIDs(on); !slices.Equal(ids, []string{mockgateway.BlogAutoSSLRuleID}) {
		t.Errorf("auto_ssl=true: %v", ids)
	}
	off, err := c.ListHTTPRules(ctx, client.Ptr(false))
	if err != nil || len(off) != len(all)-1 {
		t.Errorf("auto_ssl=false: %d rules, %v", len(off), err)
	}
	recs := ts.RequestsOf(mockgateway.OpListHTTPRules)
	if recs[0].RawQuery != "" || recs[1].RawQuery != "auto_ssl=true" || recs[2].RawQuery != "auto_ssl=false" {
		t.Errorf("queries %q %q %q", recs[0].RawQuery, recs[1].RawQuery, recs[2].RawQuery)
	}
	var cert client.HTTPRule
	for _, r := range all {
		if r.HTTPRuleID == mockgateway.APICertRuleID {
			cert = r
		}
	}
	if client.Deref(cert.CertificateID) != 7 || cert.AppID != mockgateway.ShopAppID || cert.ID == 0 || client.Deref(cert.Type) != 1 {
		t.Errorf("certificate rule = %+v", cert)
	}
}

// An update keeps HTTPS only when certificate_id and auto_ssl_config are
// sent again: the client always sends them.
func TestMockUpdateHTTPRule(t *testing.T) {
	for name, update := range map[string]func(*client.Client) func(context.Context, client.AppRef, string, client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error){
		"httpdomains": func(c *client.Client) func(context.Context, client.AppRef, string, client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error) {
			return c.UpdateHTTPRule
		},
	} {
		t.Run(name, func(t *testing.T) {
			ts, c := newMock(t)
			ctx := context.Background()
			before, _ := ts.Rule(mockgateway.APICertRuleID)
			got, err := update(c)(ctx, shop, mockgateway.APICertRuleID, client.UpdateHTTPRuleRequest{
				ServiceID:      mockgateway.APIID,
				DomainPath:     "/v2",
				CertificateID:  before.CertificateID,
				RuleExtensions: &[]client.RuleExtension{{Key: "lb-type", Value: "round-robin"}},
			})
			if err != nil {
				t.Fatal(err)
			}
			if got.DomainPath != "/v2" || got.CertificateID != 7 || got.HTTPRuleID != mockgateway.APICertRuleID {
				t.Errorf("answer = %+v", got)
			}
			after, _ := ts.Rule(mockgateway.APICertRuleID)
			if after.DomainPath != "/v2" || after.CertificateID != 7 || after.Protocol != "https" || after.RuleExtensions != "lb-type:round-robin" {
				t.Errorf("stored rule = %+v", after)
			}
			rec := ts.RequestsOf(mockgateway.OpUpdateHTTPRule)
			if want := "/openapi/v1/teams/dev-team/regions/rainbond-east/apps/1/" + name + "/" + mockgateway.APICertRuleID; len(rec) != 1 || rec[0].Path != want {
				t.Errorf("requests = %+v", rec)
			}

			// Left unset, certificate_id goes as 0: the server drops HTTPS.
			if _, err := update(c)(ctx, shop, mockgateway.APICertRuleID, client.UpdateHTTPRuleRequest{ServiceID: mockgateway.APIID}); err != nil {
				t.Fatal(err)
			}
			if after, _ := ts.Rule(mockgateway.APICertRuleID); after.CertificateID != 0 || after.DomainPath != "/v2" {
				t.Errorf("after an update without the certificate: %+v", after)
			}

			_, err = update(c)(ctx, shop, "no-such-rule", client.UpdateHTTPRuleRequest{ServiceID: mockgateway.APIID})
			if !client.IsNotFound(err) {
				t.Errorf("unknown rule: %v", err)
			}
		})
	}
}
