package tcprule

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ list.ListResource              = (*ruleListResource)(nil)
	_ list.ListResourceWithConfigure = (*ruleListResource)(nil)
)

type ruleListModel struct {
	TeamID     types.String `tfsdk:"team_id"`
	RegionName types.String `tfsdk:"region_name"`
	AppID      types.Int64  `tfsdk:"app_id"`
}

// NewListResource returns the list resource of rainbond_tcp_rule.
func NewListResource() list.ListResource { return &ruleListResource{} }

type ruleListResource struct{ api platform.TCPRuleAPI }

func (l *ruleListResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_tcp_rule"
}

func (l *ruleListResource) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Finds the TCP rules of an app's components (the ports' default rules among them), for `terraform query`.",
		Attributes: map[string]schema.Attribute{
			"team_id":     schema.StringAttribute{MarkdownDescription: "Team id or team name.", Required: true, Validators: tfid.IDPathPartValidators()},
			"region_name": schema.StringAttribute{MarkdownDescription: "Region of the app.", Required: true, Validators: tfid.IDPathPartValidators()},
			"app_id":      schema.Int64Attribute{MarkdownDescription: "The app.", Required: true},
		},
	}
}

func (l *ruleListResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		l.api = data.TCPRules
	}
}

func (l *ruleListResource) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	cfg, ok := platform.ListConfig[ruleListModel](ctx, l.api != nil, "list TCP rules", req, stream)
	if !ok {
		return
	}
	base := ruleModel{TeamID: cfg.TeamID, RegionName: cfg.RegionName, AppID: cfg.AppID}
	stream.Results = func(push func(list.ListResult) bool) {
		out := tfschema.NewListEmitter(ctx, req, push)
		rules, err := l.api.TCPRules(ctx, base.app())
		if err != nil {
			out.Fail("Cannot list the TCP rules", err.Error())
			return
		}
		for _, rule := range rules {
			m := base
			m.ServiceID = types.StringNull()
			m.EndPoint = types.StringNull()
			m.setFrom(rule, rule.ServiceID)
			if !out.Emit(fmt.Sprintf("%s to %s:%d", rule.EndPoint, rule.ServiceName, int64(rule.ContainerPort)),
				func(ident *tfsdk.ResourceIdentity) diag.Diagnostics {
					var diags diag.Diagnostics
					tfid.SetIdentityFromID(ctx, ident, ruleIDFormat, m.ID.ValueString(), &diags)
					return diags
				},
				func() (any, diag.Diagnostics) {
					var diags diag.Diagnostics
					m.Timeouts, diags = tfschema.ListedTimeouts(ctx, out.Req)
					return &m, diags
				}) {
				return
			}
		}
	}
}
