// Package quietlogs switches off the loggers of the plugin SDK and of a
// provider when nobody asked for logs. Their loggers default to TRACE and
// write many JSON lines for every resource, which terraform reads, parses
// and, without TF_LOG, throws away: about a third of a plan's CPU time.
// The provider's main and the bench's no-op provider both use it, so that
// the bench compares like with like.
package quietlogs

import (
	"os"
	"strings"
)

// UnlessAsked switches the loggers off unless a TF_LOG* variable is set:
// any of them (TF_LOG, TF_LOG_PROVIDER, TF_LOG_SDK_FRAMEWORK, ...) leaves
// everything as it is. address is the provider's registry address.
func UnlessAsked(address string) {
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "TF_LOG") {
			return
		}
	}
	Off(address)
}

// Off switches the loggers off whatever the environment asks.
func Off(address string) {
	for _, name := range Variables(address) {
		_ = os.Setenv(name, "OFF")
	}
}

// Variables are every variable that sets a logger's level. Each logger
// reads its own: a subsystem whose variable is unset still formats and
// masks every line before its parent drops it, and the provider's root
// logger reads TF_LOG_PROVIDER_<TYPE>, not TF_LOG_PROVIDER.
func Variables(address string) []string {
	providerType := address[strings.LastIndex(address, "/")+1:]
	return []string{
		"TF_LOG_SDK",
		"TF_LOG_SDK_PROTO",
		"TF_LOG_SDK_FRAMEWORK",
		"TF_LOG_PROVIDER",
		"TF_LOG_PROVIDER_" + strings.ToUpper(strings.ReplaceAll(providerType, "-", "_")),
	}
}
