package scaling

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// memoryValidator refuses what the platform's memory check refuses beyond
// its range: a value one above a multiple of 64 (new_memory_validator).
// Other values that are not multiples of 64 pass, as on the platform.
type memoryValidator struct{}

func (memoryValidator) Description(context.Context) string {
	return "must not be one above a multiple of 64"
}

func (v memoryValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (memoryValidator) ValidateInt64(_ context.Context, req validator.Int64Request, resp *validator.Int64Response) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if m := req.ConfigValue.ValueInt64(); m%64 == 1 {
		resp.Diagnostics.AddAttributeError(req.Path, "Memory the platform refuses",
			fmt.Sprintf("memory %d is one above a multiple of 64, which the platform refuses (参数不正确，请输入64的倍数); use %d or %d.", m, m-1, m+63))
	}
}
