package main

import (
	"os"
	"strings"
	"testing"
)

// clearLogEnv unsets every TF_LOG* variable and those that
// quietLogsUnlessAsked sets, for the rest of the test.
func clearLogEnv(t *testing.T) {
	t.Helper()
	names := quietLogVariables()
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); strings.HasPrefix(name, "TF_LOG") {
			names = append(names, name)
		}
	}
	for _, name := range names {
		t.Setenv(name, "") // restores the variable after the test
		if err := os.Unsetenv(name); err != nil {
			t.Fatal(err)
		}
	}
}

func TestQuietLogsUnlessAsked(t *testing.T) {
	clearLogEnv(t)
	quietLogsUnlessAsked()
	for _, name := range []string{"TF_LOG_SDK", "TF_LOG_SDK_PROTO", "TF_LOG_SDK_FRAMEWORK", "TF_LOG_PROVIDER", "TF_LOG_PROVIDER_RAINBOND"} {
		if v := os.Getenv(name); v != "OFF" {
			t.Errorf("without TF_LOG*, %s=%q, want OFF", name, v)
		}
	}

	for _, asked := range []string{"TF_LOG", "TF_LOG_PROVIDER", "TF_LOG_SDK_FRAMEWORK"} {
		clearLogEnv(t)
		t.Setenv(asked, "DEBUG")
		quietLogsUnlessAsked()
		for _, name := range quietLogVariables() {
			if v := os.Getenv(name); name != asked && v != "" {
				t.Errorf("%s is set, but %s became %q", asked, name, v)
			}
		}
	}
}
