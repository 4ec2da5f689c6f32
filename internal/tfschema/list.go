package tfschema

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	tfattr "github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The list resources (terraform query, Terraform 1.14 and later) read
// through GET requests only, and stream: each object is pushed as soon as
// it is read, and reading stops at the request's limit, when Terraform
// stops reading, or when the run is cancelled.

// ListEmitter pushes the results of one list request.
type ListEmitter struct {
	ctx     context.Context
	Req     list.ListRequest
	push    func(list.ListResult) bool
	pushed  int64
	stopped bool
}

func NewListEmitter(ctx context.Context, req list.ListRequest, push func(list.ListResult) bool) *ListEmitter {
	return &ListEmitter{ctx: ctx, Req: req, push: push}
}

// Done reports whether no more results are wanted, so that the caller
// makes no further request.
func (e *ListEmitter) Done() bool {
	if e.stopped || e.ctx.Err() != nil {
		return true
	}
	return e.Req.Limit > 0 && e.pushed >= e.Req.Limit
}

// Emit pushes one object: its display name, its identity (set by
// identity) and, when Terraform asks for it, the resource object (a model
// of the resource's schema, set by the resource function). It reports
// whether more results are wanted.
func (e *ListEmitter) Emit(display string, identity func(*tfsdk.ResourceIdentity) diag.Diagnostics, resource func() (any, diag.Diagnostics)) bool {
	if e.Done() {
		return false
	}
	result := e.Req.NewListResult(e.ctx)
	result.DisplayName = display
	result.Diagnostics.Append(identity(result.Identity)...)
	if e.Req.IncludeResource && !result.Diagnostics.HasError() {
		model, diags := resource()
		result.Diagnostics.Append(diags...)
		if !result.Diagnostics.HasError() {
			result.Diagnostics.Append(result.Resource.Set(e.ctx, model)...)
		}
	}
	return e.send(result)
}

// Fail ends the stream with an error.
func (e *ListEmitter) Fail(summary, detail string) {
	var diags diag.Diagnostics
	diags.AddError(summary, detail)
	e.send(list.ListResult{Diagnostics: diags})
	e.stopped = true
}

// Warn adds a warning to the stream; it does not count as a result.
func (e *ListEmitter) Warn(summary, detail string) {
	var diags diag.Diagnostics
	diags.AddWarning(summary, detail)
	if !e.push(list.ListResult{Diagnostics: diags}) {
		e.stopped = true
	}
}

func (e *ListEmitter) send(r list.ListResult) bool {
	if e.stopped {
		return false
	}
	if !r.Diagnostics.HasError() {
		e.pushed++
	}
	if !e.push(r) {
		e.stopped = true
	}
	return !e.Done()
}

// FailedList is the stream of a request that failed before it could start.
func FailedList(diags diag.Diagnostics) *list.ListResultsStream {
	return &list.ListResultsStream{Results: list.ListResultsStreamDiagnostics(diags)}
}

// ListedTimeouts is the timeouts block of a listed object: not set, as in
// a configuration that leaves it out. Its type comes from the resource's
// schema, which Terraform sends with the request.
func ListedTimeouts(ctx context.Context, req list.ListRequest) (timeouts.Value, diag.Diagnostics) {
	t, diags := req.ResourceSchema.TypeAtPath(ctx, path.Root("timeouts"))
	if diags.HasError() {
		return timeouts.Value{}, diags
	}
	obj, ok := t.(tfattr.TypeWithAttributeTypes)
	if !ok {
		diags.AddError("Unexpected timeouts type", "The timeouts block has no attribute types. This is a bug in the provider.")
		return timeouts.Value{}, diags
	}
	return timeouts.Value{Object: types.ObjectNull(obj.AttributeTypes())}, diags
}
