// Package tfschema holds helpers of the plugin framework that every family
// uses alike: the data sources' common arguments and computed attributes
// (datasource_schema.go), diagnostics of a failed read, the timeouts block
// and the operation deadlines, string validators and the domain name check,
// and the list resources' emitter (list.go).
//
// It imports only the plugin framework and the client's error types. It
// knows nothing of identifiers (tfid) or of the platform's calls (platform):
// a helper that needs either belongs there.
package tfschema
