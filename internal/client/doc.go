// Package client calls the Rainbond management API ({base_url}/openapi/v1).
//
// It knows nothing of Terraform except its logger: one exported method per
// operation of the gateway interface, typed models whose JSON tags are the
// API reference's field names, and one error type (*APIError) for every
// non-2xx answer.
//
// Decoding is liberal because the real server is: answers may come bare or
// wrapped in {code,msg,msg_show,data:{bean,list}}, and numbers the server is
// known to send as strings (port numbers, app ids) decode either way.
//
// Model convention: a field the API reference marks as required is a plain
// value; a field that is optional or nullable is a pointer (nil when the
// server left it out or sent null), so callers can tell "absent" from
// "zero".
//
// Writes are never repeated when the server may have acted on them. When a
// write fails so that it may or may not have been applied, the error
// satisfies errors.Is(err, ErrOutcomeUnknown): the caller should read the
// object back before trying again.
package client
