// Package httpdomain is the family of custom domains: the resource
// rainbond_http_domain, which creates and deletes an HTTP access rule (a
// domain bound to a port of a component), and the data source
// rainbond_http_domains, the rules of one app.
package httpdomain
