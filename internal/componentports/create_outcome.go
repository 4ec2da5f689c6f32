package componentports

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/rainbond/terraform-provider-rainbond/internal/portengine"
)

// A create that fails is judged by what it made. Terraform keeps any
// object a failed create returns, tainted, and the next apply replaces it;
// with create_before_destroy it also keeps the object being replaced
// deposed beside it, and restores that one as current only when the create
// returned no object.

// endFailedCreate finishes a create that failed (diags has an error). When
// it made no port, it removes the resource from the response and reports
// true: no empty tainted object is left, and an object that a
// create_before_destroy replacement deposed stays current. When it made
// some, it adds an error that names them and says how to keep them.
func endFailedCreate(ctx context.Context, plan *setModel, ports map[int64]portValue, outcomes map[int64]portengine.Outcome, adoptedLate map[int64]bool,
	state *tfsdk.State, diags *diag.Diagnostics) bool {
	var made []string
	for _, n := range sortedPorts(outcomes) {
		if outcomes[n].Made || adoptedLate[n] {
			made = append(made, fmt.Sprint(n))
		}
	}
	if len(made) == 0 && len(ports) == 0 {
		state.RemoveResource(ctx)
		return true
	}
	diags.AddError("The ports of "+plan.label()+" were created in part; the resource is tainted",
		fmt.Sprintf("This create made port(s) %s, and the state holds them; the errors above name what failed. Terraform marks a resource whose create "+
			"failed as tainted, and the next apply would replace it: it would delete every port made here and create them all again. "+
			"To keep them, run\n  terraform untaint <address of this resource>\n(Terraform shows the address with this error); the next apply then "+
			"does only what is left.", strings.Join(made, ", ")))
	return false
}
