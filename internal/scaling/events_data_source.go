package scaling

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*eventsDataSource)(nil)

// The page the platform serves when none is asked for.
const (
	defaultPage     = 1
	defaultPageSize = 10
	maxPageSize     = 1000
)

type eventsModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
	ServiceID  types.String `tfsdk:"service_id"`
	Page       types.Int64  `tfsdk:"page"`
	PageSize   types.Int64  `tfsdk:"page_size"`
	Total      types.Int64  `tfsdk:"total"`
	Events     []eventModel `tfsdk:"events"`
}

type eventModel struct {
	EventID     types.String `tfsdk:"event_id"`
	OptType     types.String `tfsdk:"opt_type"`
	Status      types.String `tfsdk:"status"`
	FinalStatus types.String `tfsdk:"final_status"`
	Message     types.String `tfsdk:"message"`
	UserName    types.String `tfsdk:"user_name"`
	CreateTime  types.String `tfsdk:"create_time"`
	StartTime   types.String `tfsdk:"start_time"`
	EndTime     types.String `tfsdk:"end_time"`
	Target      types.String `tfsdk:"target"`
	TargetID    types.String `tfsdk:"target_id"`
	SynType     types.String `tfsdk:"syn_type"`
}

// NewEventsDataSource returns the rainbond_component_events data source.
func NewEventsDataSource() datasource.DataSource { return &eventsDataSource{} }

type eventsDataSource struct{ api platform.ScalingAPI }

func (d *eventsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_events"
}

func (d *eventsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	event := func(desc string) schema.StringAttribute { return tfschema.ComputedString(desc) }
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one page of a component's events, newest first: builds, deployments, scalings, upgrades and the like, with how each ended. " +
			"The platform does not document the values of `opt_type` and `status`. One request per read.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component id or alias.",
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"page": schema.Int64Attribute{
				MarkdownDescription: "Page to read, from 1. Defaults to 1.",
				Optional:            true, Computed: true,
				Validators: []validator.Int64{int64validator.AtLeast(1)},
			},
			"page_size": schema.Int64Attribute{
				MarkdownDescription: "Events per page, from 1 to 1000. Defaults to 10.",
				Optional:            true, Computed: true,
				Validators: []validator.Int64{int64validator.Between(1, maxPageSize)},
			},
			"total": tfschema.ComputedInt64("Number of events of the component, on all pages."),
			"events": schema.ListNestedAttribute{
				MarkdownDescription: "The events of the page, newest first.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"event_id":     event("Id of the event."),
					"opt_type":     event("What happened, such as a build, an upgrade or a scaling."),
					"status":       event("How the operation went."),
					"final_status": event("Whether the operation has finished."),
					"message":      event("The platform's message."),
					"user_name":    event("Who started it."),
					"create_time":  event("When the event was recorded."),
					"start_time":   event("When the operation started."),
					"end_time":     event("When the operation ended."),
					"target":       event("Kind of object the event is about."),
					"target_id":    event("Id of that object."),
					"syn_type":     event("Whether the operation ran synchronously."),
				}},
			},
		},
	}
}

func (d *eventsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Scaling
	}
}

func (d *eventsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m eventsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if m.Page.IsNull() {
		m.Page = types.Int64Value(defaultPage)
	}
	if m.PageSize.IsNull() {
		m.PageSize = types.Int64Value(defaultPageSize)
	}
	ref := platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
	page, err := d.api.ComponentEvents(ctx, ref, m.Page.ValueInt64(), m.PageSize.ValueInt64())
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot read the component's events", err, ref)
		return
	}
	m.Total = types.Int64Value(page.Total)
	m.Events = make([]eventModel, 0, len(page.Events))
	for _, e := range page.Events {
		m.Events = append(m.Events, eventModelOf(e))
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func eventModelOf(e client.ComponentEvent) eventModel {
	return eventModel{
		EventID: types.StringValue(e.EventID), OptType: types.StringValue(e.OptType), Status: types.StringValue(e.Status),
		FinalStatus: types.StringValue(e.FinalStatus), Message: types.StringValue(e.Message), UserName: types.StringValue(e.UserName),
		CreateTime: types.StringValue(e.CreateTime), StartTime: types.StringValue(e.StartTime), EndTime: types.StringValue(e.EndTime),
		Target: types.StringValue(e.Target), TargetID: types.StringValue(e.TargetID), SynType: types.StringValue(e.SynType),
	}
}
