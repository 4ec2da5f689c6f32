package store

import "reflect"

// DeepCopy copies a model value so that the copy shares no pointer, slice
// or map with the original: hooks hand out copies, and fixtures given to New
// stay the caller's.
func DeepCopy[T any](v T) T {
	var out T
	cloneInto(reflect.ValueOf(&out).Elem(), reflect.ValueOf(v))
	return out
}

// Clone returns a deep copy of the fixture.
func (f Fixture) Clone() Fixture { return DeepCopy(f) }

func cloneInto(dst, src reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		p := reflect.New(src.Type().Elem())
		cloneInto(p.Elem(), src.Elem())
		dst.Set(p)
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		for i := 0; i < src.Len(); i++ {
			cloneInto(s.Index(i), src.Index(i))
		}
		dst.Set(s)
	case reflect.Map:
		if src.IsNil() {
			return
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		for it := src.MapRange(); it.Next(); {
			v := reflect.New(src.Type().Elem()).Elem()
			cloneInto(v, it.Value())
			m.SetMapIndex(it.Key(), v)
		}
		dst.Set(m)
	case reflect.Struct:
		for i := 0; i < src.NumField(); i++ {
			cloneInto(dst.Field(i), src.Field(i))
		}
	default:
		dst.Set(src)
	}
}
