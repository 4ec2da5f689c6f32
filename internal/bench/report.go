package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
)

// WriteTable prints the figures as a table, then the requests per operation.
func (r *Results) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "terraform %s, %s, %d CPUs; %d runs each; latency %s; -parallelism=%d\n\n",
		r.Terraform, r.GoVersion, r.CPUs, r.Options.Runs, r.Options.Latency, r.Options.Parallelism)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "figure\tmin\tmedian\tmax\ttarget\t\t")
	for _, f := range r.Figures {
		target, verdict := "", ""
		if f.Target != nil {
			target = "<= " + format(*f.Target, f.Unit)
			verdict = "met"
			if !*f.Met {
				verdict = "MISSED"
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t\n", f.Name, format(f.Min, f.Unit), format(f.Median, f.Unit), format(f.Max, f.Unit), target, verdict)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nrequests per operation (one value per run):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range append(append([]RequestCount{}, r.PlanCounts...), r.ApplyCounts...) {
		runs := make([]string, len(c.Runs))
		for i, n := range c.Runs {
			runs[i] = fmt.Sprint(n)
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", c.Command, c.Operation, strings.Join(runs, " "))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, n := range r.Notes {
		fmt.Fprintf(w, "\nnote: %s\n", n)
	}
	fmt.Fprintf(w, "\ntook %s\n", r.Duration)
	return nil
}

func format(v float64, unit string) string {
	switch unit {
	case "requests":
		return fmt.Sprintf("%.0f", v)
	case "s":
		return fmt.Sprintf("%.2fs", v)
	default:
		return fmt.Sprintf("%.2f", v)
	}
}

// WriteJSON writes the results to path, making its directory.
func (r *Results) WriteJSON(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// Missed lists the figures whose median is above their target.
func (r *Results) Missed() []string {
	return r.missed(func(Figure) bool { return true })
}

// MissedCounts lists the request counts above their target. Counts do not
// depend on the machine's load, so a missed one is a regression.
func (r *Results) MissedCounts() []string {
	return r.missed(func(f Figure) bool { return f.Unit == "requests" })
}

func (r *Results) missed(which func(Figure) bool) []string {
	var out []string
	for _, f := range r.Figures {
		if f.Met != nil && !*f.Met && which(f) {
			out = append(out, f.Name)
		}
	}
	return out
}
