// Package shared holds what the resource families (port, httprule, region,
// reads) have in common, so that each family holds only its own types. It
// imports the client and never a family; the families reach one another's
// objects only through the interfaces here. It holds three kinds of thing:
//
//   - the provider's view of the platform: the calls each family may make
//     (api.go), their one implementation with the read cache (cached_*.go,
//     readcache*.go), what Configure hands over (provider_data.go), and
//     what several families read or explain alike (refusals, rules, reads,
//     the component ref);
//   - identifiers: composite IDs and their parts (ids.go), resource
//     identities (identity*.go, cached_identity.go), the forms in which a
//     team or component may be written (forms.go), and the claims that keep
//     two resources of one run from taking one object (claims.go,
//     port_claims.go);
//   - helpers of the plugin framework: diagnostics, timeouts, validators,
//     the data sources' common attributes (datasource_schema.go) and the
//     list resources' emitter (list.go).
//
// A type that belongs to one family stays in that family; only what a
// second family needs comes here.
package shared
