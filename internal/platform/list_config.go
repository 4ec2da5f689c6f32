package platform

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// ListConfig reads the configuration of a list resource's query. When the
// provider is not configured (configured is false) or the configuration
// does not decode, it makes stream the failed list that says why, and ok is
// false. action names the query in the error ("list ports").
func ListConfig[M any](ctx context.Context, configured bool, action string, req list.ListRequest, stream *list.ListResultsStream) (cfg M, ok bool) {
	var diags diag.Diagnostics
	if !NotConfigured(configured, &diags, action) {
		diags.Append(req.Config.Get(ctx, &cfg)...)
	}
	if diags.HasError() {
		*stream = *tfschema.FailedList(diags)
		return cfg, false
	}
	return cfg, true
}
