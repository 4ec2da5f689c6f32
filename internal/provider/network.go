package provider

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The settings that a platform behind a company network needs: a private
// CA kept in a file, a client certificate for mutual TLS, and a request
// rate below what a rate-limiting proxy refuses. Proxies come from the
// environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), as for every program.

// Environment variables of the network settings.
const (
	EnvCACertFile           = "RAINBOND_CA_CERT_FILE"
	EnvClientCertFile       = "RAINBOND_CLIENT_CERT_FILE"
	EnvClientKeyFile        = "RAINBOND_CLIENT_KEY_FILE"
	EnvMaxRequestsPerSecond = "RAINBOND_MAX_REQUESTS_PER_SECOND"
)

// networkModel is embedded in providerModel.
type networkModel struct {
	CACertFile           types.String `tfsdk:"ca_cert_file"`
	ClientCertPEM        types.String `tfsdk:"client_cert_pem"`
	ClientKeyPEM         types.String `tfsdk:"client_key_pem"`
	ClientCertFile       types.String `tfsdk:"client_cert_file"`
	ClientKeyFile        types.String `tfsdk:"client_key_file"`
	MaxRequestsPerSecond types.Int64  `tfsdk:"max_requests_per_second"`
}

func networkAttributes() map[string]schema.Attribute {
	exclusive := func(other string) []validator.String {
		return []validator.String{stringvalidator.ConflictsWith(path.MatchRoot(other))}
	}
	return map[string]schema.Attribute{
		"ca_cert_file": schema.StringAttribute{
			MarkdownDescription: "Path of a PEM bundle of extra certificate authorities to trust: `ca_cert_pem` read from a file. Exclusive with `ca_cert_pem`. Falls back to `" + EnvCACertFile + "`.",
			Optional:            true,
			Validators:          exclusive("ca_cert_pem"),
		},
		"client_cert_pem": schema.StringAttribute{
			MarkdownDescription: "Client certificate (PEM) that the provider presents to a platform behind mutual TLS, with `client_key_pem` or `client_key_file`. Exclusive with `client_cert_file`.",
			Optional:            true,
			Validators:          exclusive("client_cert_file"),
		},
		"client_key_pem": schema.StringAttribute{
			MarkdownDescription: "Private key (PEM) of the client certificate. It must belong to the certificate: the plan fails otherwise. Exclusive with `client_key_file`.",
			Optional:            true,
			Sensitive:           true,
			Validators:          exclusive("client_key_file"),
		},
		"client_cert_file": schema.StringAttribute{
			MarkdownDescription: "Path of the client certificate (PEM) for mutual TLS. Falls back to `" + EnvClientCertFile + "`.",
			Optional:            true,
		},
		"client_key_file": schema.StringAttribute{
			MarkdownDescription: "Path of the client certificate's private key (PEM). Falls back to `" + EnvClientKeyFile + "`.",
			Optional:            true,
		},
		"max_requests_per_second": schema.Int64Attribute{
			MarkdownDescription: "Most API requests the provider sends in any one second, retries included, for a platform behind a proxy that refuses bursts (HTTP 429, or the console's 409 \"wait a moment please\"). " +
				"Default: no limit. Falls back to `" + EnvMaxRequestsPerSecond + "`.",
			Optional:   true,
			Validators: []validator.Int64{int64validator.AtLeast(1)},
		},
	}
}

// unknown reports a network setting that is not known yet.
func (m networkModel) unknown() bool {
	return m.CACertFile.IsUnknown() || m.ClientCertPEM.IsUnknown() || m.ClientKeyPEM.IsUnknown() ||
		m.ClientCertFile.IsUnknown() || m.ClientKeyFile.IsUnknown() || m.MaxRequestsPerSecond.IsUnknown()
}

// pemSetting is one PEM value and the setting it came from, which every
// error about it names.
type pemSetting struct {
	value string
	attr  path.Path
	label string // the attribute, or the environment variable that gave the value
	// secret is a key written in the configuration: terraform shows the
	// configuration line of an attribute's error, so errors about it name
	// the attribute in words only.
	secret bool
}

// addError reports an error about the setting, at its attribute unless
// that would show a key.
func (s pemSetting) addError(diags *diag.Diagnostics, summary, detail string) {
	if s.secret {
		diags.AddError(summary, detail)
		return
	}
	diags.AddAttributeError(s.attr, summary, detail)
}

// loadPEM reads a PEM value given inline, as a file path, or as a file
// path in an environment variable, in that order. A setting left out is a
// zero pemSetting.
func loadPEM(inline, file types.String, inlineAttr, fileAttr, env string) (pemSetting, diag.Diagnostic) {
	if v := inline.ValueString(); v != "" {
		return pemSetting{value: v, attr: path.Root(inlineAttr), label: inlineAttr, secret: inlineAttr == "client_key_pem"}, nil
	}
	s := pemSetting{attr: path.Root(fileAttr), label: fileAttr}
	name := file.ValueString()
	if name == "" {
		if name = os.Getenv(env); name == "" {
			return pemSetting{}, nil
		}
		s.label = env
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return s, diag.NewAttributeErrorDiagnostic(s.attr, "Cannot read "+s.label, fmt.Sprintf("%s names a file that cannot be read: %v", s.label, err))
	}
	s.value = string(b)
	return s, nil
}

// networkSettings are the network settings resolved: values from the
// configuration, else from the environment, read and checked.
type networkSettings struct {
	caCertPEM, clientCertPEM, clientKeyPEM string
	maxRequestsPerSecond                   int
}

// resolveNetwork reads and checks the network settings, with caCertPEM the
// provider's ca_cert_pem. Every error names the setting (attribute or
// environment variable) at fault and never quotes a key.
func resolveNetwork(m networkModel, caCertPEM types.String) (networkSettings, diag.Diagnostics) {
	var diags diag.Diagnostics
	var out networkSettings
	load := func(inline, file types.String, inlineAttr, fileAttr, env string) pemSetting {
		s, d := loadPEM(inline, file, inlineAttr, fileAttr, env)
		if d != nil {
			diags.Append(d)
		}
		return s
	}
	ca := load(caCertPEM, m.CACertFile, "ca_cert_pem", "ca_cert_file", EnvCACertFile)
	cert := load(m.ClientCertPEM, m.ClientCertFile, "client_cert_pem", "client_cert_file", EnvClientCertFile)
	key := load(m.ClientKeyPEM, m.ClientKeyFile, "client_key_pem", "client_key_file", EnvClientKeyFile)
	if diags.HasError() {
		return out, diags
	}
	if strings.TrimSpace(ca.value) != "" {
		if err := client.CheckCABundle(ca.value); err != nil {
			ca.addError(&diags, "Invalid CA bundle in "+ca.label, strings.TrimPrefix(err.Error(), "client: "))
		}
	}
	checkClientPair(&diags, cert, key)
	out.caCertPEM, out.clientCertPEM, out.clientKeyPEM = ca.value, cert.value, key.value
	out.maxRequestsPerSecond = maxRequestsPerSecond(&diags, m.MaxRequestsPerSecond)
	return out, diags
}

// checkClientPair requires the certificate and its key together, and the
// key to be the certificate's.
func checkClientPair(diags *diag.Diagnostics, cert, key pemSetting) {
	switch {
	case cert.value == "" && key.value == "":
		return
	case key.value == "":
		cert.addError(diags, "Missing client key",
			fmt.Sprintf("%s gives a client certificate but no private key: set client_key_pem or client_key_file (or %s).", cert.label, EnvClientKeyFile))
		return
	case cert.value == "":
		key.addError(diags, "Missing client certificate",
			fmt.Sprintf("%s gives a private key but no client certificate: set client_cert_pem or client_cert_file (or %s).", key.label, EnvClientCertFile))
		return
	}
	if _, err := client.ClientCertificate(cert.value, key.value); err != nil {
		key.addError(diags, "Client key does not match its certificate",
			fmt.Sprintf("The private key in %s and the certificate in %s are not one pair: %v. Give the key that was issued with the certificate.", key.label, cert.label, err))
	}
}

// maxRequestsPerSecond is the attribute, else the environment variable,
// else 0: no limit.
func maxRequestsPerSecond(diags *diag.Diagnostics, v types.Int64) int {
	if !v.IsNull() {
		return int(v.ValueInt64())
	}
	s := strings.TrimSpace(os.Getenv(EnvMaxRequestsPerSecond))
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		diags.AddAttributeError(path.Root("max_requests_per_second"), "Invalid "+EnvMaxRequestsPerSecond,
			fmt.Sprintf("%s is %q; it must be a whole number of requests, at least 1.", EnvMaxRequestsPerSecond, s))
		return 0
	}
	return n
}

// rateLimitAdvice is what an error says when the platform refused every
// attempt of a call as too many requests.
func rateLimitAdvice(limit int) string {
	if limit > 0 {
		return fmt.Sprintf("The platform, or a proxy in front of it, refuses this rate of requests: lower max_requests_per_second (now %d) or %s.", limit, EnvMaxRequestsPerSecond)
	}
	return "The platform, or a proxy in front of it, limits the rate of requests: setting max_requests_per_second (or " + EnvMaxRequestsPerSecond +
		") below its limit may help, or a lower terraform -parallelism."
}
