// Package certificate is the family of team certificates: the resource
// rainbond_certificate, which the rules of rainbond_http_domain refer to by
// certificate_id, and the data source rainbond_certificates.
package certificate
