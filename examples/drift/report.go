// Command report reads the JSON of a refresh-only plan (`terraform show
// -json PLANFILE`) on stdin and prints which attributes of which objects
// changed outside Terraform, and which `check` blocks failed (the way to
// watch for objects made by hand that no configuration manages). It exits 2
// when something drifted or a check failed, 0 when not, and 1 when the input
// is not a plan.
//
//	terraform plan -refresh-only -out=drift.tfplan
//	terraform show -json drift.tfplan | go run report.go
//
// It decides from the plan itself (resource_drift and checks), not from the
// exit code of `plan -detailed-exitcode`: Terraform before 1.15 can end a
// refresh-only plan with 2 while it reports no changes, and a failed check
// is only a warning, which leaves 0. Output values are not counted: they
// follow the resources, or read data that changes on its own.
//
// Values of sensitive attributes are never printed. It needs only the Go
// standard library, so `go run report.go` works in any directory.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
)

// Exit codes, as in `terraform plan -detailed-exitcode`.
const (
	exitClean = 0
	exitError = 1
	exitDrift = 2
)

func main() {
	os.Exit(run(os.Stdin, os.Stdout, os.Stderr))
}

func run(stdin io.Reader, stdout, stderr io.Writer) int {
	p, err := readPlan(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "drift report: %v\n", err)
		return exitError
	}
	drift, failed := driftOf(p), failedChecks(p)
	if len(drift) == 0 && len(failed) == 0 {
		fmt.Fprintln(stdout, "No drift: every object matches the state Terraform recorded.")
		return exitClean
	}
	printDrift(stdout, drift)
	printChecks(stdout, failed)
	fmt.Fprintln(stdout, strings.TrimSpace(`
Next: "terraform plan" shows what an apply would set back to the configuration;
"terraform apply -refresh-only" accepts the platform's values into the state.`))
	return exitDrift
}

// plan holds the parts of Terraform's JSON plan format that the report
// reads.
type plan struct {
	FormatVersion string          `json:"format_version"`
	ResourceDrift []resourceDrift `json:"resource_drift"`
	Checks        []checkResult   `json:"checks"`
}

type checkResult struct {
	Address struct {
		ToDisplay string `json:"to_display"`
	} `json:"address"`
	Status    string `json:"status"`
	Instances []struct {
		Address struct {
			ToDisplay string `json:"to_display"`
		} `json:"address"`
		Status   string `json:"status"`
		Problems []struct {
			Message string `json:"message"`
		} `json:"problems"`
	} `json:"instances"`
}

type resourceDrift struct {
	Address string `json:"address"`
	Mode    string `json:"mode"`
	Change  struct {
		Actions         []string                   `json:"actions"`
		Before          map[string]json.RawMessage `json:"before"`
		After           map[string]json.RawMessage `json:"after"`
		BeforeSensitive json.RawMessage            `json:"before_sensitive"`
		AfterSensitive  json.RawMessage            `json:"after_sensitive"`
	} `json:"change"`
}

// objectDrift is what changed on one object.
type objectDrift struct {
	address string
	gone    bool
	changes []attributeChange
}

type attributeChange struct {
	name, before, after string
}

func readPlan(r io.Reader) (plan, error) {
	var p plan
	if err := json.NewDecoder(r).Decode(&p); err != nil {
		return plan{}, fmt.Errorf("reading the plan JSON: %w", err)
	}
	if p.FormatVersion == "" {
		return plan{}, fmt.Errorf("the input has no format_version: give it the output of `terraform show -json PLANFILE`")
	}
	return p, nil
}

// driftOf lists the managed objects whose refreshed values differ from
// the state.
func driftOf(p plan) []objectDrift {
	var out []objectDrift
	for _, d := range p.ResourceDrift {
		if d.Mode != "" && d.Mode != "managed" {
			continue
		}
		o := objectDrift{address: d.Address, gone: d.Change.After == nil || slices.Contains(d.Change.Actions, "delete")}
		if !o.gone {
			sensitive := sensitiveNames(d.Change.BeforeSensitive, d.Change.AfterSensitive)
			o.changes = attributeChanges(d.Change.Before, d.Change.After, sensitive)
			if len(o.changes) == 0 {
				continue
			}
		}
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].address < out[j].address })
	return out
}

// failedChecks lists the problems of every failed check instance, as
// "address: message". A check whose result is unknown has not failed.
func failedChecks(p plan) []string {
	var out []string
	for _, c := range p.Checks {
		if c.Status != "fail" && c.Status != "error" {
			continue
		}
		for _, in := range c.Instances {
			if in.Status != "fail" && in.Status != "error" {
				continue
			}
			for _, pr := range in.Problems {
				out = append(out, in.Address.ToDisplay+": "+pr.Message)
			}
			if len(in.Problems) == 0 {
				out = append(out, in.Address.ToDisplay+": failed")
			}
		}
	}
	sort.Strings(out)
	return out
}

// attributeChanges compares two objects attribute by attribute.
func attributeChanges(before, after map[string]json.RawMessage, sensitive map[string]bool) []attributeChange {
	names := map[string]bool{}
	for n := range before {
		names[n] = true
	}
	for n := range after {
		names[n] = true
	}
	var out []attributeChange
	for n := range names {
		b, a := compact(before[n]), compact(after[n])
		if b == a {
			continue
		}
		if sensitive[n] {
			b, a = "(sensitive value)", "(sensitive value)"
		}
		out = append(out, attributeChange{name: n, before: b, after: a})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// compact renders a JSON value on one line; a missing value is null.
func compact(v json.RawMessage) string {
	if len(v) == 0 {
		return "null"
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, v); err != nil {
		return string(v)
	}
	return buf.String()
}

// sensitiveNames lists the top-level attributes that are sensitive, wholly
// or in part, before or after: the plan marks them with true, or with an
// object or list that holds a true somewhere.
func sensitiveNames(marks ...json.RawMessage) map[string]bool {
	out := map[string]bool{}
	for _, raw := range marks {
		var byName map[string]any
		if json.Unmarshal(raw, &byName) != nil {
			continue
		}
		for n, m := range byName {
			if holdsTrue(m) {
				out[n] = true
			}
		}
	}
	return out
}

func holdsTrue(v any) bool {
	switch v := v.(type) {
	case bool:
		return v
	case []any:
		return slices.ContainsFunc(v, holdsTrue)
	case map[string]any:
		for _, e := range v {
			if holdsTrue(e) {
				return true
			}
		}
	}
	return false
}

func printDrift(w io.Writer, drift []objectDrift) {
	if len(drift) == 0 {
		fmt.Fprintln(w, "No object changed outside Terraform.")
		fmt.Fprintln(w)
		return
	}
	noun := "objects"
	if len(drift) == 1 {
		noun = "object"
	}
	fmt.Fprintf(w, "Drift: %d %s changed outside Terraform.\n", len(drift), noun)
	for _, o := range drift {
		fmt.Fprintln(w)
		if o.gone {
			fmt.Fprintf(w, "%s: gone from the platform\n", o.address)
			continue
		}
		fmt.Fprintf(w, "%s:\n", o.address)
		width := 0
		for _, c := range o.changes {
			width = max(width, len(c.name))
		}
		for _, c := range o.changes {
			fmt.Fprintf(w, "  %-*s  %s -> %s\n", width, c.name, c.before, c.after)
		}
	}
	fmt.Fprintln(w)
}

func printChecks(w io.Writer, failed []string) {
	if len(failed) == 0 {
		return
	}
	fmt.Fprintf(w, "Failed checks: %d.\n\n", len(failed))
	for _, f := range failed {
		fmt.Fprintf(w, "%s\n", f)
	}
	fmt.Fprintln(w)
}
