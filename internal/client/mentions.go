package client

import "strings"

// Mentions reports whether any message of an API error's body names word
// (case-insensitively): a 404 says which part of its path the server could
// not resolve ("no found team", "no found app", ...) only in its words.
func Mentions(err error, word string) bool {
	ae, ok := AsAPIError(err)
	if !ok {
		return false
	}
	word = strings.ToLower(word)
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		if strings.Contains(strings.ToLower(t), word) {
			return true
		}
	}
	return false
}
