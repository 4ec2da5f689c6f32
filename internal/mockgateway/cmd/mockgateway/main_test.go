package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// TestMain lets the test binary stand in for the command: with
// MOCKGATEWAY_RUN_MAIN=1 it runs main with the arguments after "--".
func TestMain(m *testing.M) {
	if os.Getenv("MOCKGATEWAY_RUN_MAIN") == "1" {
		for i, a := range os.Args {
			if a == "--" {
				os.Args = append([]string{os.Args[0]}, os.Args[i+1:]...)
				break
			}
		}
		main()
		return
	}
	os.Exit(m.Run())
}

func get(t *testing.T, url, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// readURL reads the first stdout line and returns the base URL in it.
func readURL(t *testing.T, r io.Reader) string {
	t.Helper()
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("first line: %v", err)
	}
	url, found := strings.CutPrefix(strings.TrimSpace(line), "listening on ")
	if !found || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("first line %q", line)
	}
	return url
}

func TestRunInProcess(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	urlFile := filepath.Join(t.TempDir(), "url")
	fixture := filepath.Join("..", "..", "fixtures", "default.json")
	code := make(chan int, 1)
	go func() {
		code <- run(ctx, []string{"-listen", "127.0.0.1:0", "-token", "T", "-fixture", fixture, "-url-file", urlFile}, pw, io.Discard)
		pw.Close()
	}()
	base := readURL(t, pr)
	go func() { _, _ = io.Copy(io.Discard, pr) }()

	if b, _ := os.ReadFile(urlFile); strings.TrimSpace(string(b)) != base {
		t.Fatalf("url file %q, want %q", b, base)
	}
	ports := base + "/openapi/v1/teams/" + mockgateway.DefaultTeam + "/regions/" + mockgateway.DefaultRegion +
		"/apps/1/services/" + mockgateway.WebAlias + "/ports"
	if status, body := get(t, ports, "T"); status != 200 || !strings.Contains(body, "GR3A9F1C80") {
		t.Fatalf("GET with token: %d %s", status, body)
	}
	if status, _ := get(t, ports, ""); status != 401 {
		t.Fatalf("GET without token: %d", status)
	}
	if status, body := get(t, base+"/_mock/counts", ""); status != 200 || !strings.Contains(body, `"ListPorts":2`) {
		t.Fatalf("admin counts: %d %s", status, body)
	}

	cancel()
	select {
	case c := <-code:
		if c != 0 {
			t.Fatalf("exit code %d", c)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("did not stop")
	}
}

func TestRunRejectsBadFixture(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte(`{"teams":[{"team_name":"x","regions":["nowhere"]}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	if c := run(context.Background(), []string{"-fixture", bad}, io.Discard, &stderr); c != 1 || !strings.Contains(stderr.String(), "nowhere") {
		t.Fatalf("code %d, stderr %q", c, stderr.String())
	}
	if c := run(context.Background(), []string{"-bogus"}, io.Discard, io.Discard); c != 2 {
		t.Fatalf("bad flag: code %d", c)
	}
}

// TestProcessStopsOnSignal runs the command as a process and stops it with
// SIGTERM.
func TestProcessStopsOnSignal(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$", "--", "-listen", "127.0.0.1:0", "-token", "T", "-fixture", "empty")
	cmd.Env = append(os.Environ(), "MOCKGATEWAY_RUN_MAIN=1")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	base := readURL(t, stdout)
	if status, body := get(t, base+"/openapi/v1/httpdomains", "T"); status != 200 || strings.TrimSpace(body) != "[]" {
		t.Fatalf("GET: %d %s", status, body)
	}
	if status, _ := get(t, base+"/openapi/v1/httpdomains", "wrong"); status != 401 {
		t.Fatalf("wrong token: %d", status)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	select {
	case err := <-waited:
		if err != nil {
			t.Fatalf("exit: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("did not stop on SIGTERM")
	}
}

// TestRunMergesRepeatedFixtures starts on the built-in fixture with a second
// -fixture merged into it: the second names the default team, which only
// the first defines.
func TestRunMergesRepeatedFixtures(t *testing.T) {
	overlay := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(overlay, []byte(`{
		"apps": [{"ID": 60, "tenant_id": "dev-team", "group_name": "search", "region_name": "rainbond-east"}],
		"components": [{"app_id": 60, "service_alias": "grse0001", "service_cname": "search-api"}]
	}`), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	code := make(chan int, 1)
	go func() {
		code <- run(ctx, []string{"-token", "T", "-fixture", "default", "-fixture", overlay}, pw, io.Discard)
		pw.Close()
	}()
	base := readURL(t, pr)
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	teamRegion := base + "/openapi/v1/teams/" + mockgateway.DefaultTeam + "/regions/" + mockgateway.DefaultRegion
	if status, body := get(t, teamRegion+"/apps/60/services/grse0001", "T"); status != 200 || !strings.Contains(body, `"search-api"`) {
		t.Fatalf("merged component: %d %s", status, body)
	}
	if status, body := get(t, teamRegion+"/apps/1/services/"+mockgateway.WebAlias, "T"); status != 200 {
		t.Fatalf("component of the first fixture: %d %s", status, body)
	}
	cancel()
	if c := <-code; c != 0 {
		t.Fatalf("exit code %d", c)
	}

	// An overlay that names what no layer defines fails, naming its file.
	var stderr strings.Builder
	bad := filepath.Join(t.TempDir(), "bad-overlay.json")
	if err := os.WriteFile(bad, []byte(`{"ports":[{"service_id":"nobody","container_port":80}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if c := run(context.Background(), []string{"-fixture", "empty", "-fixture", bad}, io.Discard, &stderr); c != 1 ||
		!strings.Contains(stderr.String(), "bad-overlay.json") || !strings.Contains(stderr.String(), "nobody") {
		t.Fatalf("code %d, stderr %q", c, stderr.String())
	}
}

// TestRunPrintsVersion: -version prints the version set at build time (as
// the release build sets it) and serves nothing.
func TestRunPrintsVersion(t *testing.T) {
	was := version
	t.Cleanup(func() { version = was })
	version = "1.2.3"
	var stdout strings.Builder
	if c := run(context.Background(), []string{"-version", "-listen", "invalid address"}, &stdout, io.Discard); c != 0 || stdout.String() != "mockgateway 1.2.3\n" {
		t.Fatalf("code %d, stdout %q", c, stdout.String())
	}
}
