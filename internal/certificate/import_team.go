package certificate

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// The platform reads, updates and deletes a certificate by its id alone,
// whatever team the path names (beyond-interface 4.33), so an import under
// the wrong team would succeed and its destroy would delete another team's
// certificate. The team's certificate list holds only its own
// (domain_service.get_certificate: tenant_id filter): an import is allowed
// only when that list has the id.

// checkImportTeam refuses an import whose team does not exist or does not
// list the certificate; for the second it names the team that does.
func (r *certificateResource) checkImportTeam(ctx context.Context, resp *resource.ImportStateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "import a certificate") {
		return
	}
	var team types.String
	var id types.Int64
	resp.Diagnostics.Append(resp.State.GetAttribute(ctx, path.Root("team_id"), &team)...)
	resp.Diagnostics.Append(resp.State.GetAttribute(ctx, path.Root("certificate_id"), &id)...)
	if resp.Diagnostics.HasError() {
		return
	}
	mine, err := r.api.Certificates(ctx, team.ValueString())
	switch {
	case client.IsTeamNotFound(err):
		resp.Diagnostics.AddError("Team not found",
			fmt.Sprintf("Cannot import certificate %d: the platform has no team %q (by id or name). Check the team in the import ID, and the provider's base_url.\n\nServer answer: %s",
				id.ValueInt64(), team.ValueString(), err))
		return
	case err != nil:
		resp.Diagnostics.AddError("Cannot import the certificate", fmt.Sprintf("Listing team %q's certificates failed: %s", team.ValueString(), err))
		return
	}
	if slices.ContainsFunc(mine, func(c client.CertificateSummary) bool { return c.ID == id.ValueInt64() }) {
		return
	}
	resp.Diagnostics.AddError("Certificate is not the team's",
		fmt.Sprintf("Team %q has no certificate %d. %s Terraform does not import it under this team: the platform would let the team's path read, change and delete it, and a destroy would delete it from its owner.",
			team.ValueString(), id.ValueInt64(), r.ownerText(ctx, team.ValueString(), id.ValueInt64())))
}

// ownerText names the team whose list holds the certificate, among the
// teams the token sees, and how to import it there.
func (r *certificateResource) ownerText(ctx context.Context, asked string, id int64) string {
	teams, err := r.api.Teams(ctx)
	if err != nil {
		return fmt.Sprintf("(Its owner could not be looked up: %s.)", err)
	}
	for _, t := range teams {
		if t.TenantName == asked || t.TenantID == asked {
			continue
		}
		list, err := r.api.Certificates(ctx, t.TenantName)
		if err != nil {
			continue
		}
		for _, c := range list {
			if c.ID == id {
				name := t.TenantName
				if t.TenantAlias != "" && t.TenantAlias != name {
					name += " (" + t.TenantAlias + ")"
				}
				return fmt.Sprintf("It belongs to team %s, as %q: import it there with\n  terraform import <resource address> %s",
					name, c.Alias, certificateIDFormat.Build(t.TenantName, id))
			}
		}
	}
	var names []string
	for _, t := range teams {
		names = append(names, t.TenantName)
	}
	return fmt.Sprintf("No team this token can see lists it (teams seen: %s): it belongs to another team, or does not exist.", strings.Join(names, ", "))
}
