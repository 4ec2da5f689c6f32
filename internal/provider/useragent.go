package provider

import (
	"fmt"
	"os"
	"strings"
)

// ProjectURL is where the provider's source, issues and releases are; the
// user agent names it, so that a platform's operators can find who calls.
const ProjectURL = "https://github.com/rainbond/terraform-provider-rainbond"

// envAppendUserAgent is the variable every Terraform provider appends to
// its user agent, for a pipeline to mark its calls.
const envAppendUserAgent = "TF_APPEND_USER_AGENT"

// userAgent is terraform-provider-rainbond/<version> (+<project URL>)
// Terraform/<cli version>, then TF_APPEND_USER_AGENT when set.
func userAgent(version, tfVersion string) string {
	ua := fmt.Sprintf("terraform-provider-rainbond/%s (+%s) Terraform/%s", version, ProjectURL, tfVersion)
	if extra := strings.TrimSpace(os.Getenv(envAppendUserAgent)); extra != "" {
		ua += " " + extra
	}
	return ua
}
