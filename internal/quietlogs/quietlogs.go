package main

import (
	"os"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// quietLogsUnlessAsked switches off the logs of the plugin SDK and of the
// provider when nobody asked for logs. Their loggers default to TRACE and
// write many JSON lines for every resource, which terraform reads, parses
// and, without TF_LOG, throws away: about a third of a plan's CPU time.
// Any TF_LOG* variable (TF_LOG, TF_LOG_PROVIDER, TF_LOG_SDK_FRAMEWORK, ...)
// leaves everything as it is.
func quietLogsUnlessAsked() {
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "TF_LOG") {
			return
		}
	}
	for _, name := range quietLogVariables() {
		_ = os.Setenv(name, "OFF")
	}
}

// quietLogVariables are every variable that sets a logger's level. Each
// logger reads its own: a subsystem whose variable is unset still formats
// and masks every line before its parent drops it, and the provider's root
// logger reads TF_LOG_PROVIDER_<TYPE>, not TF_LOG_PROVIDER.
func quietLogVariables() []string {
	providerType := provider.SourceAddress[strings.LastIndex(provider.SourceAddress, "/")+1:]
	return []string{
		"TF_LOG_SDK",
		"TF_LOG_SDK_PROTO",
		"TF_LOG_SDK_FRAMEWORK",
		"TF_LOG_PROVIDER",
		"TF_LOG_PROVIDER_" + strings.ToUpper(strings.ReplaceAll(providerType, "-", "_")),
	}
}
