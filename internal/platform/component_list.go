package platform

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// The two port forms list the same thing, the ports of an app's
// components, and differ only in how they cut it into results (one per
// port, or one per component): the query's configuration and the walk
// over the components live here, once.

// ComponentListModel is the configuration of a query over an app's
// components: the app, and optionally the components to list.
type ComponentListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceIDs types.List   `tfsdk:"service_ids"`
}

// ComponentListAttributes are the attributes of ComponentListModel;
// serviceIDs describes service_ids for the list at hand.
func ComponentListAttributes(serviceIDs string) map[string]schema.Attribute {
	return map[string]schema.Attribute{
		"team_id": schema.StringAttribute{
			MarkdownDescription: "Team that owns the app: its tenant id or its name.",
			Required:            true,
			Validators:          tfid.IDPathPartValidators(),
		},
		"region_name": schema.StringAttribute{
			MarkdownDescription: "Region (cluster) the app runs in.",
			Required:            true,
			Validators:          tfid.IDPathPartValidators(),
		},
		"app_id": schema.Int64Attribute{
			MarkdownDescription: "Id of the app.",
			Required:            true,
			Validators:          []validator.Int64{int64validator.AtLeast(1)},
		},
		"service_ids": schema.ListAttribute{
			MarkdownDescription: serviceIDs,
			ElementType:         types.StringType,
			Optional:            true,
			Validators: []validator.List{
				listvalidator.SizeAtLeast(1),
				listvalidator.ValueStringsAre(tfid.IDPathPartValidators()...),
			},
		},
	}
}

// ListedComponent is one component a query walks over: as the platform
// reads it, with the path that reached it.
type ListedComponent struct {
	client.Component
	Ref client.ComponentRef
}

// ListComponents runs a query over an app's components: it reads the
// configuration, then, in the stream, each component named in service_ids
// (or every component of the app), once even when named by alias and by
// id, since two results with one identity would import one object twice.
// emit pushes the results of one component and reports whether more are
// wanted. action names the query in errors ("list ports").
func ListComponents(ctx context.Context, api PortAPI, action string, req list.ListRequest, stream *list.ListResultsStream,
	emit func(ctx context.Context, out *tfschema.ListEmitter, c ListedComponent) bool) {
	cfg, ok := ListConfig[ComponentListModel](ctx, api != nil, action, req, stream)
	if !ok {
		return
	}
	var named []string
	if !cfg.ServiceIDs.IsNull() {
		if diags := cfg.ServiceIDs.ElementsAs(ctx, &named, false); diags.HasError() {
			*stream = *tfschema.FailedList(diags)
			return
		}
	}
	app := AppRefOf(cfg.TeamID, cfg.RegionName, cfg.AppID)
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		services := named
		if services == nil {
			found, err := AppComponentIDs(ctx, api, app)
			if err != nil {
				out.Fail(fmt.Sprintf("Cannot find the components of app %d", app.AppID), err.Error())
				return
			}
			services = found
		}
		seen := map[string]bool{}
		for _, service := range services {
			if out.Done() {
				return
			}
			ref := client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: service}
			comp, err := api.Component(ctx, ref)
			if err != nil {
				out.Fail(fmt.Sprintf("Cannot read component %q of app %d (team %q, region %q)", ref.ServiceID, ref.AppID, ref.TeamID, ref.RegionName), err.Error())
				return
			}
			if seen[comp.ServiceID] {
				continue
			}
			seen[comp.ServiceID] = true
			if !emit(ctx, out, ListedComponent{Component: comp, Ref: ref}) {
				return
			}
		}
	}
}
