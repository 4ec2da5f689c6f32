package provider

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

// listEmitter pushes the results of one list request.
type listEmitter struct {
	ctx     context.Context
	req     list.ListRequest
	push    func(list.ListResult) bool
	pushed  int64
	stopped bool
}

func newListEmitter(ctx context.Context, req list.ListRequest, push func(list.ListResult) bool) *listEmitter {
	return &listEmitter{ctx: ctx, req: req, push: push}
}

// done reports whether no more results are wanted, so that the caller
// makes no further request.
func (e *listEmitter) done() bool {
	if e.stopped || e.ctx.Err() != nil {
		return true
	}
	return e.req.Limit > 0 && e.pushed >= e.req.Limit
}

// emit pushes one object: its display name, its identity (set by
// identity) and, when Terraform asks for it, the resource object (a model
// of the resource's schema, set by the resource function). It reports
// whether more results are wanted.
func (e *listEmitter) emit(display string, identity func(*tfsdk.ResourceIdentity) diag.Diagnostics, resource func() (any, diag.Diagnostics)) bool {
	if e.done() {
		return false
	}
	result := e.req.NewListResult(e.ctx)
	result.DisplayName = display
	result.Diagnostics.Append(identity(result.Identity)...)
	if e.req.IncludeResource && !result.Diagnostics.HasError() {
		model, diags := resource()
		result.Diagnostics.Append(diags...)
		if !result.Diagnostics.HasError() {
			result.Diagnostics.Append(result.Resource.Set(e.ctx, model)...)
		}
	}
	return e.send(result)
}

// fail ends the stream with an error.
func (e *listEmitter) fail(summary, detail string) {
	var diags diag.Diagnostics
	diags.AddError(summary, detail)
	e.send(list.ListResult{Diagnostics: diags})
	e.stopped = true
}

// warn adds a warning to the stream; it does not count as a result.
func (e *listEmitter) warn(summary, detail string) {
	var diags diag.Diagnostics
	diags.AddWarning(summary, detail)
	if !e.push(list.ListResult{Diagnostics: diags}) {
		e.stopped = true
	}
}

func (e *listEmitter) send(r list.ListResult) bool {
	if e.stopped {
		return false
	}
	if !r.Diagnostics.HasError() {
		e.pushed++
	}
	if !e.push(r) {
		e.stopped = true
	}
	return !e.done()
}

// failedList is the stream of a request that failed before it could start.
func failedList(diags diag.Diagnostics) *list.ListResultsStream {
	return &list.ListResultsStream{Results: list.ListResultsStreamDiagnostics(diags)}
}

// listedTimeouts is the timeouts block of a listed object: not set, as in
// a configuration that leaves it out. Its type comes from the resource's
// schema, which Terraform sends with the request.
func listedTimeouts(ctx context.Context, req list.ListRequest) (timeouts.Value, diag.Diagnostics) {
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
