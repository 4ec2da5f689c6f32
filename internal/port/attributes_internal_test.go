package port

import (
	"context"
	"reflect"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// portAttributes reads what the framework's Get reads, Timeouts aside, for
// known, unknown and null values alike.
func TestPortAttributesMatchTheFrameworksGet(t *testing.T) {
	u := newPortUnit(t, fixture.Standard(), true)
	known := u.model(8080, true, false)
	withUnknowns := planned(known)
	withUnknowns.ID, withUnknowns.PortAlias = types.StringUnknown(), types.StringUnknown()
	withNulls := known
	withNulls.MappingPort, withNulls.LBMappingPort, withNulls.K8sServiceName = types.Int64Null(), types.Int64Null(), types.StringNull()
	for name, m := range map[string]portModel{"known": known, "unknowns": withUnknowns, "nulls": withNulls} {
		t.Run(name, func(t *testing.T) {
			s := u.state(t, m)
			var want portModel
			if d := s.Get(context.Background(), &want); d.HasError() {
				t.Fatal(d)
			}
			got, err := portAttributes(s.Raw)
			if err != nil {
				t.Fatal(err)
			}
			got.Timeouts = want.Timeouts
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("portAttributes:\n got %+v\nwant %+v", got, want)
			}
		})
	}
}
