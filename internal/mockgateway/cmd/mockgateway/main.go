// Command mockgateway serves the mock Rainbond management API, for the
// quickstart and for offline CI.
//
//	go run ./internal/mockgateway/cmd/mockgateway -listen 127.0.0.1:0 -token T [-fixture F]
//	mockgateway -version
//
// The first line on stdout is "listening on <base URL>". The admin API is
// under <base URL>/_mock/ (see the package README). SIGINT or SIGTERM stops
// it cleanly.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// version is the provider release the mock ships with, set at build time with
// -ldflags "-X main.version=..." as the provider's is: a user reports the
// mock's version and the provider's as one number.
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run serves until ctx ends; it returns the exit code.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mockgateway", flag.ContinueOnError)
	fs.SetOutput(stderr)
	listen := fs.String("listen", "127.0.0.1:0", "address to listen on (port 0 picks a free one)")
	token := fs.String("token", mockgateway.DefaultToken, "admin token clients send in the Authorization header")
	userToken := fs.String("user-token", mockgateway.DefaultUserToken, "non-admin token (empty disables it)")
	var fixtures []string
	fs.Func("fixture", `JSON fixture file, or "default" (the built-in fixture) or "empty"; repeated, each later one is merged into the first (default "default")`,
		func(v string) error { fixtures = append(fixtures, v); return nil })
	urlFile := fs.String("url-file", "", "also write the base URL to this file")
	latency := fs.Duration("latency", 0, "delay every request by this much")
	verbose := fs.Bool("v", false, "log every request on stderr")
	showVersion := fs.Bool("version", false, "print the version and exit")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *showVersion {
		fmt.Fprintf(stdout, "mockgateway %s\n", version)
		return 0
	}
	logger := log.New(stderr, "mockgateway: ", 0)

	f, err := loadFixtures(fixtures)
	if err != nil {
		logger.Print(err)
		return 1
	}
	if *token == "" {
		logger.Print("-token must not be empty")
		return 2
	}
	g, err := mockgateway.New(f, mockgateway.WithToken(*token), mockgateway.WithUserToken(*userToken))
	if err != nil {
		logger.Print(err)
		return 1
	}
	g.SetLatency(*latency)

	l, err := net.Listen("tcp", *listen)
	if err != nil {
		logger.Print(err)
		return 1
	}
	base := "http://" + l.Addr().String()
	// The file first: whoever reads the stdout line may look for it at once.
	if *urlFile != "" {
		if err := os.WriteFile(*urlFile, []byte(base+"\n"), 0o600); err != nil {
			logger.Print(err)
			_ = l.Close()
			return 1
		}
	}
	fmt.Fprintf(stdout, "listening on %s\n", base)

	handler := mockgateway.NewServerHandler(g)
	if *verbose {
		inner := handler
		handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			logger.Printf("%s %s", r.Method, r.URL.RequestURI())
			inner.ServeHTTP(w, r)
		})
	}
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()

	select {
	case err := <-done:
		logger.Print(err)
		return 1
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		_ = srv.Close()
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		logger.Print(err)
		return 1
	}
	return 0
}

// loadFixtures builds the starting model: the first fixture (the built-in
// one when none is named), with each later one merged into it. Only the
// first must stand on its own; later ones may name its objects.
func loadFixtures(names []string) (mockgateway.Fixture, error) {
	if len(names) == 0 {
		names = []string{"default"}
	}
	var layers []mockgateway.Fixture
	for i, name := range names {
		switch name {
		case "default", "":
			layers = append(layers, mockgateway.DefaultFixture())
		case "empty":
			layers = append(layers, mockgateway.Fixture{})
		default:
			data, err := os.ReadFile(name)
			if err != nil {
				return mockgateway.Fixture{}, err
			}
			parse := mockgateway.ParseFixtureToMerge
			if i == 0 {
				parse = mockgateway.ParseSelfContainedFixture
			}
			f, err := parse(data)
			if err != nil {
				return mockgateway.Fixture{}, fmt.Errorf("%s: %w", name, err)
			}
			layers = append(layers, f)
		}
	}
	f := layers[0]
	for i, layer := range layers[1:] {
		var err error
		if f, err = mockgateway.MergeFixtures(f, layer); err != nil {
			return mockgateway.Fixture{}, fmt.Errorf("%s: %w", names[i+1], err)
		}
	}
	return f, nil
}
