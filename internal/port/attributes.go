package port

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// portAttributes reads a port's attributes straight from a Terraform value
// (a state, plan or configuration), leaving Timeouts unset. The framework's
// Get converts through reflection and the schema, which is most of what
// the provider itself spends on an unchanged port; the refresh and the plan
// of every port read it, so that cost shows in a plan of a thousand.
func portAttributes(v tftypes.Value) (portModel, error) {
	var attrs map[string]tftypes.Value
	if err := v.As(&attrs); err != nil {
		return portModel{}, err
	}
	r := rawReader{attrs: attrs}
	m := portModel{
		ID:             r.str("id"),
		TeamID:         r.str("team_id"),
		RegionName:     r.str("region_name"),
		AppID:          r.int64("app_id"),
		ServiceID:      r.str("service_id"),
		ContainerPort:  r.int64("container_port"),
		Protocol:       r.str("protocol"),
		PortAlias:      r.str("port_alias"),
		K8sServiceName: r.str("k8s_service_name"),
		IsInnerService: r.bool("is_inner_service"),
		IsOuterService: r.bool("is_outer_service"),
		MappingPort:    r.int64("mapping_port"),
		LBMappingPort:  r.int64("lb_mapping_port"),
	}
	return m, r.err
}

// rawReader converts attributes of an object value, keeping the first
// error.
type rawReader struct {
	attrs map[string]tftypes.Value
	err   error
}

// value returns the named attribute, and whether it holds a value to
// convert (it is known and not null).
func (r *rawReader) value(name string) (tftypes.Value, bool, bool) {
	v, ok := r.attrs[name]
	if !ok && r.err == nil {
		r.err = fmt.Errorf("the value has no attribute %q", name)
	}
	return v, ok && v.IsKnown(), ok && v.IsNull()
}

func (r *rawReader) str(name string) types.String {
	v, known, null := r.value(name)
	switch {
	case !known:
		return types.StringUnknown()
	case null:
		return types.StringNull()
	}
	var s string
	r.keep(v.As(&s), name)
	return types.StringValue(s)
}

func (r *rawReader) int64(name string) types.Int64 {
	v, known, null := r.value(name)
	switch {
	case !known:
		return types.Int64Unknown()
	case null:
		return types.Int64Null()
	}
	n := new(big.Float)
	r.keep(v.As(&n), name)
	i, acc := n.Int64()
	if acc != big.Exact {
		r.keep(fmt.Errorf("%s is not a whole number", n.String()), name)
	}
	return types.Int64Value(i)
}

func (r *rawReader) bool(name string) types.Bool {
	v, known, null := r.value(name)
	switch {
	case !known:
		return types.BoolUnknown()
	case null:
		return types.BoolNull()
	}
	var b bool
	r.keep(v.As(&b), name)
	return types.BoolValue(b)
}

func (r *rawReader) keep(err error, name string) {
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("attribute %q: %w", name, err)
	}
}
