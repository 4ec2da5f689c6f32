// Command testsummary reads `go test -json` on stdin, prints what plain
// `go test` would, then the skipped tests with their reasons and one summary
// line naming the CLI the tests ran on:
//
//	go test -json ./... | go run ./internal/testsummary/cmd/testsummary -cli "$TF_ACC_TERRAFORM_PATH" [-summary FILE] [-v]
//
// The summary line is also written to FILE, so that a run of several legs
// can print them together at the end; -list LIST writes the tests that
// passed and those skipped. It exits 1 when a test or a package failed.
//
//	go run ./internal/testsummary/cmd/testsummary -uncovered -mark TEXT SKIPPER_LIST RUNNER_LIST
//
// names the tests that the first run skipped with TEXT in the reason and the
// second did not pass, and exits 1 if there is any.
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
	list := flag.String("list", "", "file to write the passed and skipped tests to")
	uncovered := flag.Bool("uncovered", false, "compare two lists instead (see the package's doc)")
	mark := flag.String("mark", "", "with -uncovered, the text of the skips the second list must cover")
	flag.Parse()
	if *uncovered {
		os.Exit(checkCovered(*mark, flag.Args()))
	}

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
	if *list != "" {
		if err := writeList(*list, r); err != nil {
			fmt.Fprintf(os.Stderr, "testsummary: %v\n", err)
			os.Exit(1)
		}
	}
	if !r.OK() {
		os.Exit(1)
	}
}

func writeList(path string, r testsummary.Result) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := r.WriteList(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func readList(path string) (testsummary.List, error) {
	f, err := os.Open(path)
	if err != nil {
		return testsummary.List{}, err
	}
	defer f.Close()
	l, err := testsummary.ReadList(f)
	if err != nil {
		return l, fmt.Errorf("%s: %w", path, err)
	}
	return l, nil
}

// checkCovered prints the tests of args[0]'s list skipped with mark that
// args[1]'s did not pass; 1 if any (or a list is unreadable), 0 if none.
func checkCovered(mark string, args []string) int {
	if len(args) != 2 || mark == "" {
		fmt.Fprintln(os.Stderr, "testsummary: -uncovered needs -mark TEXT and two lists")
		return 2
	}
	skipper, err := readList(args[0])
	if err == nil {
		var runner testsummary.List
		if runner, err = readList(args[1]); err == nil {
			lost := testsummary.Uncovered(skipper, runner, mark)
			for _, t := range lost {
				fmt.Printf("skipped in %s but not run in %s: %s\n", args[0], args[1], t)
			}
			if len(lost) > 0 {
				return 1
			}
			return 0
		}
	}
	fmt.Fprintf(os.Stderr, "testsummary: %v\n", err)
	return 1
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
