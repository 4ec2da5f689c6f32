// Package tfid holds the identifiers of the provider's objects: composite
// import IDs and their parts (ids.go), resource identities and how private
// state keeps their canonical form (identity*.go), the accepted spellings
// of an id (spellings.go: a team by tenant id or name, a component by id or
// alias), and the claims that keep two resources of one run from taking one
// object (claims.go, port_claims.go, rule_owners.go).
//
// It imports the client's types and tfschema, never platform, a family or
// the provider: deciding whether two spellings name one object by asking the
// platform is platform's job (cached_identity.go); tfid only names the
// question.
package tfid
