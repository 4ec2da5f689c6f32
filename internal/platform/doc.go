// Package platform is the provider's view of the platform: the calls each
// resource family may make (api.go), their one implementation behind the
// read cache (cached_*.go, readcache*.go), what Configure hands to every
// resource (provider_data.go), and what several families read or explain
// alike (refusals, the rules of a port, the app and component a data source
// names).
//
// It imports the client, tfid and tfschema, never a family or the provider.
// What belongs here is a call to the platform or a judgement made from its
// answers; how an id is written belongs in tfid, and what only the plugin
// framework needs (schemas, diagnostics, timeouts) in tfschema. A type that
// one family alone uses stays in that family.
package platform
