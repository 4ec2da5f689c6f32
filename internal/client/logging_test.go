package client

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-log/tflogtest"
)

const (
	regionToken = "region-token-6f1d0c9e"
	keyMaterial = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7"
)

// The token and region keys appear nowhere in the logs, at TRACE level,
// even when the server echoes them.
func TestLogsHoldNoSecrets(t *testing.T) {
	echo := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		switch {
		case r.URL.Path == "/openapi/v1/regions":
			w.WriteHeader(201)
			_, _ = w.Write(bytes.Replace(body, []byte(`{`), []byte(`{"region_id":"r1","token":"`+regionToken+`",`), 1))
		case strings.HasSuffix(r.URL.Path, "/regions"):
			_, _ = io.WriteString(w, `{"total":1,"regions":[{"region_id":"r1","region_name":"east","token":"`+regionToken+`","status":"1"}]}`)
		case strings.HasSuffix(r.URL.Path, "/ports") && r.Method == http.MethodGet:
			// A server that echoes the caller's token in a body.
			_, _ = io.WriteString(w, `[{"container_port":80,"protocol":"http","port_alias":"`+r.Header.Get("Authorization")+`","k8s_service_name":"x"}]`)
		default:
			w.WriteHeader(409)
			_, _ = io.WriteString(w, `{"code":409,"msg":"token `+r.Header.Get("Authorization")+` refused"}`)
		}
	})
	c := newTestClient(t, echo)
	var logs bytes.Buffer
	ctx := tflogtest.RootLogger(context.Background(), &logs)

	if _, err := c.AddRegion(ctx, AddRegionRequest{RegionName: "east", URL: "https://east.example.com", KeyFile: keyMaterial, CertFile: keyMaterial, SSLCACert: keyMaterial}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListTeamRegions(ctx, "t", ListTeamRegionsOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(ctx, testComponent); err != nil {
		t.Fatal(err)
	}
	_, err := c.AddPort(ctx, testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsConflict(err) || strings.Contains(err.Error(), testToken) {
		t.Fatalf("err = %v; want a 409 with the echoed token masked", err)
	}

	out := logs.String()
	for _, secret := range []string{testToken, regionToken, keyMaterial} {
		if strings.Contains(out, secret) {
			t.Errorf("the logs hold %q:\n%s", secret, out)
		}
	}
	entries, err := tflogtest.MultilineJSONDecode(&logs)
	if err != nil {
		t.Fatal(err)
	}
	var attempts, bodies int
	for _, e := range entries {
		if e["@module"] != "provider."+LogSubsystem {
			t.Errorf("entry outside the subsystem: %v", e)
		}
		switch e["@message"] {
		case "API request":
			attempts++
			for _, k := range []string{"method", "path", "status", "duration_ms", "attempt", "operation"} {
				if _, ok := e[k]; !ok {
					t.Errorf("attempt line without %s: %v", k, e)
				}
			}
		case "API request body", "API response body":
			bodies++
			if op := e["operation"]; op == "AddRegion" || op == "ListTeamRegions" {
				t.Errorf("a region body was logged: %v", e)
			}
		}
	}
	if attempts != 4 {
		t.Errorf("%d attempt lines, want 4", attempts)
	}
	if bodies == 0 {
		t.Error("no body was logged at TRACE")
	}
	if !strings.Contains(out, `port_alias\":\"***`) {
		t.Errorf("the echoed token is not masked in the body log:\n%s", out)
	}
}

func TestNoLoggerNoPanic(t *testing.T) {
	c := newTestClient(t, respond(200, `[]`, nil))
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatal(err)
	}
}
