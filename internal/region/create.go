package region

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// afterFailedAdd decides what a failed add leaves, by the one adoption rule
// (tfid.CreateAttempts): when the add may have acted (its answer was lost,
// or was a 5xx) or the platform says the name is taken, it reads the
// region by name; it keeps the region only when an attempt of this create
// may have added it and it has the settings the create asked for. A name
// taken on a first attempt that was answered is a region this apply did
// not add: the create fails with an import hint. It returns the region
// to keep, or nil with an error in diags.
func (r *regionResource) afterFailedAdd(ctx context.Context, attempts *tfid.CreateAttempts, err error, body client.AddRegionRequest, diags *diag.Diagnostics) *client.RegionInfo {
	attempts.Failed(err)
	if !attempts.MayHaveActed() && !client.IsRegionNameTaken(err) {
		diags.AddError("Cannot add the region", addRegionErrorDetail(err, body))
		return nil
	}
	// A taken name answered to a first attempt says all there is to know:
	// the region predates this create. Only an add that may have acted
	// reads the region, to see whether it is this create's.
	f := tfid.Found{Exists: true, ID: body.RegionName, ClaimedBy: r.claimedBy(body.RegionName)}
	var found *client.RegionInfo
	var differs []string
	if attempts.MayHaveActed() {
		lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
		defer cancel()
		var ferr error
		found, ferr = r.api.GetRegion(lookCtx, body.RegionName)
		if ferr != nil && !client.IsRegionReadNotFound(ferr) {
			diags.AddError("Cannot tell whether the region was added",
				fmt.Sprintf("Adding region %q failed: %s\nReading it back failed too: %s\n\n%s", body.RegionName, addRegionErrorDetail(err, body), ferr, importHint(body.RegionName)))
			return nil
		}
		f.Exists = ferr == nil
		if f.Exists {
			differs = regionDiffers(*found, body)
			f.Matches = len(differs) == 0
		}
	}
	switch attempts.Judge(f) {
	case tfid.Adopt:
		r.claims.Hold(regionClaim, body.RegionName)
		return found
	case tfid.RefuseClaimed:
		diags.AddError("Region already exists", claimedRegionMessage(body.RegionName, f.ClaimedBy)+"\n\nServer answer: "+err.Error())
	case tfid.NothingFound:
		diags.AddError("Cannot add the region", addRegionErrorDetail(err, body))
	case tfid.RefuseOther:
		diags.AddError("Region name already taken",
			fmt.Sprintf("The add may have acted (its answer was lost, or was a server error), and region %q now exists with other settings (%s), so it is not this apply's and is left alone. %s\n\nServer answer: %s",
				body.RegionName, strings.Join(differs, ", "), importHint(body.RegionName), err))
	default:
		diags.AddError("Region already exists", existingRegionMessage(body.RegionName)+"\n\nServer answer: "+err.Error())
	}
	return nil
}

// nothingBefore reads, before the first attempt, whether the enterprise
// already has a region of the name (one request), and hands the answer to
// attempts.Before. Such a region predates this create: it is refused at
// once, before anything is sent, and never adopted later. false, with an
// error in diags, stops the create.
func (r *regionResource) nothingBefore(ctx context.Context, attempts *tfid.CreateAttempts, body client.AddRegionRequest, diags *diag.Diagnostics) bool {
	_, err := r.api.GetRegion(ctx, body.RegionName)
	// The server validates its own answer: a region stored with blank key
	// materials (made in the console, say) is answered with a 400 instead
	// of its data, and exists all the same.
	exists := err == nil || client.IsStatus(err, http.StatusBadRequest)
	if !exists && !client.IsRegionReadNotFound(err) {
		diags.AddError("Cannot add the region",
			fmt.Sprintf("Reading region %q, to check that the platform has no region of that name yet, failed: %s. Nothing was added; apply again.", body.RegionName, err))
		return false
	}
	f := tfid.Found{Exists: exists, ID: body.RegionName}
	if exists {
		f.ClaimedBy = r.claimedBy(body.RegionName)
	}
	switch attempts.Before(f) {
	case tfid.NothingFound:
		return true
	case tfid.RefuseClaimed:
		diags.AddError("Region already exists", claimedRegionMessage(body.RegionName, f.ClaimedBy)+" Nothing was sent to the platform.")
	default:
		diags.AddError("Region already exists", existingRegionMessage(body.RegionName)+" Nothing was sent to the platform.")
	}
	return false
}

// regionClaim is the claim under which a rainbond_region of the run holds
// its region (by name, unique in the enterprise).
var regionClaim = tfid.ObjectClaim("region")

// claimedBy names the holder of a region another rainbond_region of this
// run added or adopted, or is empty.
func (r *regionResource) claimedBy(name string) string {
	return r.claims.HeldBy(regionClaim, name, "another rainbond_region of this apply")
}

// claimedRegionMessage refuses a region another resource of the run holds.
func claimedRegionMessage(name, holder string) string {
	return fmt.Sprintf("Region %q is held by %s, which added or adopted it. Two resources cannot manage one region: remove one of them, or give this one another region_name.", name, holder)
}

// existingRegionMessage refuses a region that predates the create.
func existingRegionMessage(name string) string {
	return fmt.Sprintf("The platform already has region %q, which this apply did not add. Choose another region_name, or bring it under management (nothing on the platform changes): %s",
		name, importHint(name))
}

func importHint(name string) string {
	return fmt.Sprintf("Import it with `terraform import <resource address> <team_id>/%s` (a team that has the region open), or `terraform import <resource address> %s`.", name, name)
}

// regionDiffers names the settings of the region found that are not the
// ones the add sent: the stored fields and the key materials, which only
// the one who added the region knows.
func regionDiffers(found client.RegionInfo, body client.AddRegionRequest) []string {
	var out []string
	for _, f := range []struct {
		name      string
		got, want string
	}{
		{"region_alias", found.RegionAlias, body.RegionAlias}, {"url", found.URL, body.URL}, {"wsurl", found.WSURL, body.WSURL},
		{"httpdomain", found.HTTPDomain, body.HTTPDomain}, {"tcpdomain", found.TCPDomain, body.TCPDomain},
		{"desc", found.Desc, body.Desc}, {"status", found.Status, body.Status},
		{"ssl_ca_cert", found.SSLCACert, body.SSLCACert}, {"cert_file", found.CertFile, body.CertFile}, {"key_file", found.KeyFile, body.KeyFile},
	} {
		if strings.TrimSpace(f.got) != strings.TrimSpace(f.want) {
			out = append(out, f.name)
		}
	}
	if body.Scope != "" && found.Scope != body.Scope {
		out = append(out, "scope")
	}
	return out
}

// adoptedValues are what the region read tells of a region kept after a
// lost answer. The read has no region_id: the team's list gives it when
// team_id names a team that has the region; otherwise it stays null.
func (r *regionResource) adoptedValues(ctx context.Context, found client.RegionInfo, team types.String) regionValues {
	v := regionValues{
		RegionID: types.StringNull(), RegionAlias: types.StringValue(found.RegionAlias), URL: types.StringValue(found.URL),
		WSURL: types.StringValue(found.WSURL), HTTPDomain: types.StringValue(found.HTTPDomain), TCPDomain: types.StringValue(found.TCPDomain),
		Desc: types.StringValue(found.Desc), Scope: types.StringValue(found.Scope),
	}
	if !team.IsNull() && !team.IsUnknown() {
		if reg, ok, err := r.api.FindTeamRegion(ctx, team.ValueString(), found.RegionName); err == nil && ok {
			v.RegionID = types.StringValue(reg.RegionID)
		}
	}
	return v
}
