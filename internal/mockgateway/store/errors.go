package store

import (
	"errors"
	"fmt"
)

// ErrNotFound is wrapped by the edit operations' errors about objects that
// do not exist.
var ErrNotFound = errors.New("mockgateway: not found")

func NotFoundErr(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrNotFound}, args...)...)
}

// Ptr returns a pointer to a copy of v.
func Ptr[T any](v T) *T { return &v }
