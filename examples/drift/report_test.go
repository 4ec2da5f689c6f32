package main

import (
	"bytes"
	"strings"
	"testing"
)

// runReport feeds planJSON to the report and returns its exit code and
// output.
func runReport(t *testing.T, planJSON string) (int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(strings.NewReader(planJSON), &stdout, &stderr)
	return code, stdout.String() + stderr.String()
}

func TestReportWithoutDrift(t *testing.T) {
	// What Terraform 1.11 writes for a refresh-only plan that found
	// nothing: no resource_drift at all.
	code, out := runReport(t, `{"format_version":"1.2","terraform_version":"1.11.4","planned_values":{"root_module":{}},"applyable":true,"complete":true}`)
	if code != exitClean || !strings.Contains(out, "No drift") {
		t.Fatalf("code %d, output:\n%s", code, out)
	}
}

func TestReportNamesChangedAttributes(t *testing.T) {
	code, out := runReport(t, `{"format_version":"1.2","resource_drift":[
	 {"address":"rainbond_http_rule.public","mode":"managed","change":{"actions":["update"],
	  "before":{"domain_name":"api.example.com","certificate_id":0,"rule_extensions":["lb-type:round-robin"],"the_weight":100},
	  "after":{"domain_name":"changed.example.com","certificate_id":3,"rule_extensions":[],"the_weight":100},
	  "before_sensitive":{},"after_sensitive":{}}},
	 {"address":"module.web.rainbond_component_port.this","mode":"managed","change":{"actions":["delete"],
	  "before":{"container_port":8080},"after":null,"before_sensitive":{},"after_sensitive":false}}]}`)
	if code != exitDrift {
		t.Fatalf("code %d, want %d; output:\n%s", code, exitDrift, out)
	}
	for _, want := range []string{
		"Drift: 2 objects changed outside Terraform.",
		"module.web.rainbond_component_port.this: gone from the platform",
		"rainbond_http_rule.public:",
		`domain_name      "api.example.com" -> "changed.example.com"`,
		"certificate_id   0 -> 3",
		`rule_extensions  ["lb-type:round-robin"] -> []`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "the_weight") {
		t.Errorf("an unchanged attribute is listed:\n%s", out)
	}
}

func TestReportHidesSensitiveValues(t *testing.T) {
	code, out := runReport(t, `{"format_version":"1.2","resource_drift":[
	 {"address":"rainbond_region.east","mode":"managed","change":{"actions":["update"],
	  "before":{"token":"old-secret-token","desc":"a","labels":{"k":"v"}},
	  "after":{"token":"new-secret-token","desc":"b","labels":{"k":"w"}},
	  "before_sensitive":{"token":true},"after_sensitive":{"token":true,"labels":{"k":true}}}}]}`)
	if code != exitDrift {
		t.Fatalf("code %d; output:\n%s", code, out)
	}
	for _, secret := range []string{"secret-token", `"v"`, `"w"`} {
		if strings.Contains(out, secret) {
			t.Errorf("output shows a sensitive value %s:\n%s", secret, out)
		}
	}
	for _, want := range []string{"token   (sensitive value) -> (sensitive value)", "labels  (sensitive value)", `desc    "a" -> "b"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestReportSkipsEntriesWithoutAChange(t *testing.T) {
	// An update whose values are equal (formatting aside) is no drift.
	code, out := runReport(t, `{"format_version":"1.2","resource_drift":[
	 {"address":"rainbond_component_port.public","mode":"managed","change":{"actions":["update"],
	  "before":{"protocol":"http","is_outer_service":true},"after":{"is_outer_service": true, "protocol":"http"}}}]}`)
	if code != exitClean {
		t.Fatalf("code %d; output:\n%s", code, out)
	}
}

func TestReportRejectsWhatIsNotAPlan(t *testing.T) {
	for _, input := range []string{"", "not json", `{"values":{}}`} {
		if code, out := runReport(t, input); code != exitError || !strings.Contains(out, "drift report:") {
			t.Errorf("input %q: code %d, output %q", input, code, out)
		}
	}
}

func TestReportFailedChecks(t *testing.T) {
	// A check block over a data source, the way to notice rules made by hand:
	// Terraform reports its failure as a warning, the report as drift.
	code, out := runReport(t, `{"format_version":"1.2","checks":[
	 {"address":{"kind":"check","name":"no_domains_made_by_hand","to_display":"check.no_domains_made_by_hand"},"status":"fail",
	  "instances":[{"address":{"to_display":"check.no_domains_made_by_hand"},"status":"fail",
	   "problems":[{"message":"component gr7b2e4d has custom domains that no configuration manages: handmade.example.com"}]}]},
	 {"address":{"kind":"check","name":"later","to_display":"check.later"},"status":"unknown","instances":[]},
	 {"address":{"kind":"managed_resource","to_display":"rainbond_component_port.public"},"status":"pass","instances":[]}]}`)
	if code != exitDrift {
		t.Fatalf("code %d; output:\n%s", code, out)
	}
	for _, want := range []string{
		"No object changed outside Terraform.",
		"Failed checks: 1.",
		"check.no_domains_made_by_hand: component gr7b2e4d has custom domains that no configuration manages: handmade.example.com",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "check.later") {
		t.Errorf("a check with an unknown result is reported:\n%s", out)
	}
}
