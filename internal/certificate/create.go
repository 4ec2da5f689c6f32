package certificate

import (
	"context"
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// certificateClaim is the claim under which a rainbond_certificate of the
// run holds its certificate.
var certificateClaim = tfid.ObjectClaim("certificate")

// create posts the certificate and returns its id. When the alias is taken
// (412) or the answer was lost, it looks for the team's certificate of that
// alias and decides by the one adoption rule (tfid.CreateAttempts): it
// keeps the certificate only when this create's attempt may have made it,
// it holds the same PEM and key, and no other resource of the run holds
// it; a certificate met by a first attempt that was answered predates the
// apply, and the create fails naming it.
func (r *certificateResource) create(ctx context.Context, m *certificateModel, key string, diags *diag.Diagnostics) (int64, bool) {
	var attempts tfid.CreateAttempts
	if !r.nothingBefore(ctx, m, &attempts, diags) {
		return 0, false
	}
	created, err := r.api.CreateCertificate(ctx, m.TeamID.ValueString(), m.request(key))
	if err == nil {
		r.claims.Hold(certificateClaim, strconv.FormatInt(created.ID, 10))
		return created.ID, true
	}
	attempts.Failed(err)
	taken := client.IsStatus(err, 412)
	if !taken && !attempts.MayHaveActed() {
		diags.AddError("Cannot create "+m.label(), err.Error())
		return 0, false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	found, ferr := r.findByAlias(lookCtx, m.TeamID.ValueString(), m.Alias.ValueString())
	if ferr != nil {
		diags.AddError("Cannot tell whether "+m.label()+" was created",
			fmt.Sprintf("Creating it failed: %s\nLooking for it failed too: %s", err, ferr))
		return 0, false
	}
	f := tfid.Found{Exists: found != nil}
	if found != nil {
		f.ID = strconv.FormatInt(found.ID, 10)
		f.Matches = samePEM(found.Certificate, m.Certificate.ValueString()) && samePEM(found.PrivateKey, key)
		f.ClaimedBy = r.claims.HeldBy(certificateClaim, strconv.FormatInt(found.ID, 10), "another rainbond_certificate of this apply")
	}
	switch attempts.Judge(f) {
	case tfid.Adopt:
		r.claims.Hold(certificateClaim, strconv.FormatInt(found.ID, 10))
		return found.ID, true
	case tfid.NothingFound:
		diags.AddError("Cannot create "+m.label(), err.Error())
	case tfid.RefuseClaimed:
		diags.AddError("Certificate alias already taken",
			fmt.Sprintf("The create's answer was lost, and the team's certificate named %q (id %d) is held by another rainbond_certificate of this apply, so it is left to that resource. "+
				"Two resources for one certificate would delete it for each other; give this one another alias.\n\nServer answer: %s",
				m.Alias.ValueString(), found.ID, err))
	case tfid.RefuseOther:
		diags.AddError("Certificate alias already taken",
			fmt.Sprintf("The create's answer was lost, and the team now has a certificate named %q (id %d) with another certificate or key, so it is not this apply's and is left alone. "+
				"Choose another alias, or bring it under management with:\n  terraform import <resource address> %s\n\nServer answer: %s",
				m.Alias.ValueString(), found.ID, certificateIDFormat.Build(m.TeamID.ValueString(), found.ID), err))
	default:
		diags.AddError("Certificate alias already taken", existingMessage(m, found.ID)+"\n\nServer answer: "+err.Error())
	}
	return 0, false
}

// nothingBefore reads, before the first attempt, whether the team already
// has a certificate of the alias (one request: the team's certificate
// list), and hands the answer to attempts.Before. Such a certificate
// predates this create: it is refused at once, before anything is sent,
// and never adopted later. false, with an error in diags, stops the create.
func (r *certificateResource) nothingBefore(ctx context.Context, m *certificateModel, attempts *tfid.CreateAttempts, diags *diag.Diagnostics) bool {
	team, alias := m.TeamID.ValueString(), m.Alias.ValueString()
	list, err := r.api.Certificates(ctx, team)
	if err != nil {
		diags.AddError("Cannot create "+m.label(),
			fmt.Sprintf("Listing the team's certificates, to check that none is named %q yet, failed: %s. Nothing was created; apply again.", alias, err))
		return false
	}
	f := tfid.Found{}
	var id int64
	for _, c := range list {
		if c.Alias == alias {
			id = c.ID
			f = tfid.Found{Exists: true, ID: strconv.FormatInt(c.ID, 10), ClaimedBy: r.claims.HeldBy(certificateClaim, strconv.FormatInt(c.ID, 10), "another rainbond_certificate of this apply")}
			break
		}
	}
	switch attempts.Before(f) {
	case tfid.NothingFound:
		return true
	case tfid.RefuseClaimed:
		diags.AddError("Certificate alias already taken",
			fmt.Sprintf("The team's certificate named %q (id %d) is held by another rainbond_certificate of this apply. Two resources for one certificate would delete it for each other; give this one another alias. Nothing was sent to the platform.", alias, id))
	default:
		diags.AddError("Certificate alias already taken", existingMessage(m, id)+" Nothing was sent to the platform.")
	}
	return false
}

// existingMessage refuses a certificate that predates the create, with the
// import that brings it under management.
func existingMessage(m *certificateModel, id int64) string {
	return fmt.Sprintf("The team already has a certificate named %q (id %d), which this apply did not create. Choose another alias, or bring it under management with:\n  terraform import <resource address> %s",
		m.Alias.ValueString(), id, certificateIDFormat.Build(m.TeamID.ValueString(), id))
}

// findByAlias reads the team's certificate of that alias; nil when the
// team has none.
func (r *certificateResource) findByAlias(ctx context.Context, team, alias string) (*client.Certificate, error) {
	list, err := r.api.Certificates(ctx, team)
	if err != nil {
		return nil, err
	}
	for _, c := range list {
		if c.Alias == alias {
			return r.api.Certificate(ctx, team, c.ID)
		}
	}
	return nil, nil
}
