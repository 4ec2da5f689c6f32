package certificate

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The platform's update of a certificate calls the API gateway, with the
// view's region, when the type changes to 服务端证书 or is gateway; on the
// team path the region is None, so both fail with a 500 before anything is
// saved (console: console/services/app_config/domain_service.py
// update_certificate; openapi/views/team_view.py TeamCertificatesRUDView.put).
// A certificate of another type can therefore never be given the type
// 服务端证书 here, and an update must send the type the platform holds.

// serverTypeRefusal explains why a change of type to 服务端证书 cannot be
// applied.
func serverTypeRefusal(stored string) string {
	return fmt.Sprintf("The certificate's type on the platform is %q. The platform cannot change a certificate's type to %q through this API: "+
		"its update then calls the API gateway of a region, and certificates have no region here, so the update fails (HTTP 500) and nothing changes. "+
		"Leave certificate_type unset (every update then keeps the platform's type), set it to %q, or change the type in the console.", stored, defaultType, stored)
}

// typeChangeRefused refuses at plan time a configured change of type to
// 服务端证书 from the type in state.
type typeChangeRefused struct{}

func (typeChangeRefused) Description(context.Context) string {
	return "refuses a change of type to " + defaultType + ", which the platform cannot make"
}

func (m typeChangeRefused) MarkdownDescription(ctx context.Context) string { return m.Description(ctx) }

func (typeChangeRefused) PlanModifyString(_ context.Context, req planmodifier.StringRequest, resp *planmodifier.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || req.StateValue.IsNull() || req.StateValue.IsUnknown() {
		return
	}
	if req.ConfigValue.ValueString() == defaultType && req.StateValue.ValueString() != defaultType {
		resp.Diagnostics.AddAttributeError(req.Path, "Certificate type cannot change to "+defaultType, serverTypeRefusal(req.StateValue.ValueString()))
	}
}

// typeForUpdate sets the type the update sends: the configured one, or,
// unset, the one the platform holds now (read just before, never taken
// from state). A configured 服务端证书 that the platform no longer holds
// (changed in the console after the plan) fails before the write.
func (r *certificateResource) typeForUpdate(ctx context.Context, m *certificateModel, configured types.String, diags *diag.Diagnostics) bool {
	if !configured.IsNull() && !configured.IsUnknown() && configured.ValueString() != defaultType {
		m.CertificateType = configured
		return true
	}
	c, err := r.api.Certificate(ctx, m.TeamID.ValueString(), m.CertificateID.ValueInt64())
	if err != nil {
		diags.AddError("Cannot update "+m.label(), "Reading the certificate's type before the update failed: "+err.Error())
		return false
	}
	if !configured.IsNull() && !configured.IsUnknown() && c.CertificateType != defaultType {
		diags.AddAttributeError(path.Root("certificate_type"), "Certificate type cannot change to "+defaultType, serverTypeRefusal(c.CertificateType))
		return false
	}
	m.CertificateType = types.StringValue(c.CertificateType)
	return true
}
