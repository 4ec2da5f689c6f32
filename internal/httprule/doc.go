// Package httprule is the family of HTTP access rules: the resource
// rainbond_http_rule, which adopts a rule the platform created, and the data
// source rainbond_http_rules.
package httprule
