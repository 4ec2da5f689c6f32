package console

import (
	"strings"
	"unicode"
)

// DRFStrip is what a Django REST framework CharField does to a string with
// its default trim_whitespace=True: Python's str.strip(), which removes
// the characters str.isspace() holds, at both ends (rest_framework
// fields.py CharField.to_internal_value). Those are Unicode's White_Space
// characters and the four separators U+001C..U+001F.
func DRFStrip(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) })
}
