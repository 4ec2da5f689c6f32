package quietlogs

import (
	"os"
	"strings"
	"testing"
)

const address = "registry.terraform.io/rainbond/rainbond"

// clearLogEnv unsets every TF_LOG* variable and those that UnlessAsked
// sets, for the rest of the test.
func clearLogEnv(t *testing.T) {
	t.Helper()
	names := Variables(address)
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

func TestUnlessAsked(t *testing.T) {
	clearLogEnv(t)
	UnlessAsked(address)
	for _, name := range []string{"TF_LOG_SDK", "TF_LOG_SDK_PROTO", "TF_LOG_SDK_FRAMEWORK", "TF_LOG_PROVIDER", "TF_LOG_PROVIDER_RAINBOND"} {
		if v := os.Getenv(name); v != "OFF" {
			t.Errorf("without TF_LOG*, %s=%q, want OFF", name, v)
		}
	}

	for _, asked := range []string{"TF_LOG", "TF_LOG_PROVIDER", "TF_LOG_SDK_FRAMEWORK"} {
		clearLogEnv(t)
		t.Setenv(asked, "DEBUG")
		UnlessAsked(address)
		for _, name := range Variables(address) {
			if v := os.Getenv(name); name != asked && v != "" {
				t.Errorf("%s is set, but %s became %q", asked, name, v)
			}
		}
	}
}

// Off is for the bench's no-op provider, which stays quiet whatever the
// run asks of the real one; its type has a dash to fold.
func TestOffNamesTheProvidersOwnLogger(t *testing.T) {
	clearLogEnv(t)
	t.Setenv("TF_LOG", "DEBUG")
	t.Setenv("TF_LOG_PROVIDER_RB_NOOP", "")
	Off("registry.terraform.io/rainbond/rb-noop")
	for _, name := range []string{"TF_LOG_SDK", "TF_LOG_PROVIDER", "TF_LOG_PROVIDER_RB_NOOP"} {
		if v := os.Getenv(name); v != "OFF" {
			t.Errorf("%s=%q, want OFF", name, v)
		}
	}
}
