package client

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-log/tflogtest"
)

// The create posts the three fields to the app's third-components, and
// decodes the bare record with the key and url of an api component; the
// key reaches no log.
func TestCreateThirdComponent(t *testing.T) {
	const key = "api-key-5e1f"
	var seen []recorded
	c := newTestClient(t, respond(200, `{"service_id":"s1","service_alias":"gr5e1f00","service_cname":"db","tenant_id":"t1","service_source":"third_party","create_status":"creating","min_node":"1","api_service_key":"`+key+`","url":"http://c/console/third_party/s1"}`, &seen))
	var logs bytes.Buffer
	ctx := tflogtest.RootLogger(context.Background(), &logs)
	got, err := c.CreateThirdComponent(ctx, AppRef{TeamID: "t", RegionName: "r", AppID: 4}, CreateThirdComponentRequest{ComponentName: "db", EndpointsType: "api"})
	if err != nil {
		t.Fatal(err)
	}
	if got.ServiceID != "s1" || got.ServiceAlias != "gr5e1f00" || got.APIServiceKey != key || got.URL != "http://c/console/third_party/s1" || *got.MinNode != 1 {
		t.Errorf("answer %+v", got)
	}
	if seen[0].Method != "POST" || seen[0].Path != "/openapi/v1/teams/t/regions/r/apps/4/third-components" ||
		seen[0].Body != `{"component_name":"db","endpoints_type":"api","endpoints":[]}` {
		t.Errorf("request %+v", seen[0])
	}
	if strings.Contains(logs.String(), key) {
		t.Errorf("the api_service_key reached the log:\n%s", logs.String())
	}
}

// An answer without a service id is an unknown outcome: the caller looks.
func TestCreateThirdComponentNoID(t *testing.T) {
	c := newTestClient(t, respond(200, `{"service_cname":"db"}`, nil))
	_, err := c.CreateThirdComponent(context.Background(), AppRef{TeamID: "t", RegionName: "r", AppID: 4}, CreateThirdComponentRequest{ComponentName: "db", EndpointsType: "static", Endpoints: []string{"10.0.0.5:80"}})
	if !MayHaveActed(err) {
		t.Fatalf("want an unknown outcome, got %v", err)
	}
}
