// Command testsummary reads `go test -json` on stdin, prints what plain
// `go test` would, then the skipped tests with their reasons and one summary
// line naming the CLI the tests ran on:
//
//	go test -json ./... | go run ./internal/testsummary/cmd/testsummary -cli "$TF_ACC_TERRAFORM_PATH" [-summary FILE] [-v]
//
// The summary line is also written to FILE, so that a run of several legs
// can print them together at the end. It exits 1 when a test or a package
// failed.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/testsummary"
)

func main() {
	cli := flag.String("cli", "", "path of the terraform or tofu CLI the tests ran; its version names the summary")
	summary := flag.String("summary", "", "file to write the summary line to")
	verbose := flag.Bool("v", false, "print all the output, as go test -v does")
	flag.Parse()

	r, err := testsummary.Read(os.Stdin, os.Stdout, *verbose)
	if err != nil {
		fmt.Fprintf(os.Stderr, "testsummary: reading go test output: %v\n", err)
		os.Exit(1)
	}
	for _, s := range r.Skips {
		fmt.Printf("skipped %s: %s\n", s.Test, s.Reason)
	}
	line := r.Line(label(*cli))
	fmt.Println(line)
	if *summary != "" {
		if err := os.WriteFile(*summary, []byte(line+"\n"), 0o644); err != nil {
			fmt.Fprintf(os.Stderr, "testsummary: %v\n", err)
			os.Exit(1)
		}
	}
	if !r.OK() {
		os.Exit(1)
	}
}

// label is the line of the CLI's `version` that names it ("Terraform
// v1.16.3", "OpenTofu v1.12.6"), and its path. OpenTofu may print warnings
// about the CLI config before that line, so an empty config is given and the
// line is looked for.
func label(cli string) string {
	if cli == "" {
		return "go test"
	}
	name := "unknown CLI"
	cmd := exec.Command(cli, "version")
	cmd.Env = append(os.Environ(), "CHECKPOINT_DISABLE=1", "TF_CLI_CONFIG_FILE="+os.DevNull)
	out, _ := cmd.Output()
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "Terraform v") || strings.HasPrefix(l, "OpenTofu v") {
			name = l
			break
		}
	}
	return fmt.Sprintf("%s (%s)", name, cli)
}
