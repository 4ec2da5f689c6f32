package volume

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// volumeClaim is the claim under which a resource of the run holds its
// volume (component id and name).
var volumeClaim = tfid.ObjectClaim("volume")

// create adds the volume and returns what the platform stored. The name is
// the volume's key in the component: a volume of it already there is
// refused before any write, and after an attempt whose answer was lost
// only a volume of it at the same path that the look before did not see
// is this create's (tfid.CreateAttempts).
func (r *volumeResource) create(ctx context.Context, m *volumeModel, diags *diag.Diagnostics) (client.Volume, bool) {
	var none client.Volume
	if !platform.RequireComponentInApp(ctx, r.api, m.component(), "Cannot add "+m.label(), diags) {
		return none, false
	}
	comp, err := r.api.Component(ctx, m.component())
	if err != nil {
		diags.AddError("Cannot add "+m.label(), err.Error())
		return none, false
	}
	key := comp.ServiceID + "/" + m.VolumeName.ValueString()
	var attempts tfid.CreateAttempts
	before, err := r.find(ctx, m)
	if err != nil {
		diags.AddError("Cannot add "+m.label(), "Looking for a volume of that name before adding it failed: "+err.Error())
		return none, false
	}
	if v := attempts.Before(r.found(before, m, key)); v != tfid.NothingFound {
		r.refuse(v, m, nil, diags)
		return none, false
	}
	req := client.AddVolumeRequest{
		VolumeName: m.VolumeName.ValueString(), VolumePath: m.VolumePath.ValueString(), VolumeCapacity: m.VolumeCapacity.ValueInt64(),
		VolumeType: m.VolumeType.ValueString(), FileContent: m.FileContent.ValueString(),
	}
	if !m.AccessMode.IsNull() && !m.AccessMode.IsUnknown() {
		req.AccessMode = m.AccessMode.ValueString()
	}
	if !m.Mode.IsNull() && !m.Mode.IsUnknown() {
		mode := m.Mode.ValueInt64()
		req.Mode = &mode
	}
	stored, err := r.api.AddVolume(ctx, m.component(), req)
	if err == nil {
		r.claims.Hold(volumeClaim, key)
		return *stored, true
	}
	attempts.Failed(err)
	if !attempts.MayHaveActed() {
		diags.AddError("Cannot add "+m.label(), err.Error())
		return none, false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	after, ferr := r.find(lookCtx, m)
	if ferr != nil {
		diags.AddError("Cannot tell whether "+m.label()+" was added",
			fmt.Sprintf("Adding it failed: %s\nLooking for it failed too: %s\nCheck the component's storage in the console: import the volume if it is there, or apply again if it is not.", err, ferr))
		return none, false
	}
	switch v := attempts.Judge(r.found(after, m, key)); v {
	case tfid.Adopt:
		r.claims.Hold(volumeClaim, key)
		// The type cannot be read back: the one asked for is recorded.
		return client.Volume{VolumeName: after.VolumeName, VolumePath: after.VolumePath, VolumeType: req.VolumeType, AccessMode: req.AccessMode}, true
	case tfid.NothingFound:
		diags.AddError("Cannot add "+m.label(), err.Error())
	default:
		r.refuse(v, m, err, diags)
	}
	return none, false
}

// find returns the component's volume of the configured name, nil when
// none.
func (r *volumeResource) find(ctx context.Context, m *volumeModel) (*client.ListedVolume, error) {
	vols, _, err := r.volumes(ctx, m)
	if err != nil {
		return nil, err
	}
	for i := range vols {
		if vols[i].VolumeName == m.VolumeName.ValueString() {
			return &vols[i], nil
		}
	}
	return nil, nil
}

func (r *volumeResource) found(v *client.ListedVolume, m *volumeModel, key string) tfid.Found {
	if v == nil {
		return tfid.Found{}
	}
	return tfid.Found{Exists: true, ID: key, Matches: v.VolumePath == m.VolumePath.ValueString(),
		ClaimedBy: r.claims.HeldBy(volumeClaim, key, "another rainbond_component_volume of this apply")}
}

func (r *volumeResource) refuse(v tfid.Verdict, m *volumeModel, cause error, diags *diag.Diagnostics) {
	answer := ""
	if cause != nil {
		answer = "\n\nServer answer: " + cause.Error()
	}
	m.buildID()
	switch v {
	case tfid.RefuseClaimed:
		diags.AddError("Volume name already taken",
			fmt.Sprintf("The volume %q of component %q is held by another rainbond_component_volume of this apply; give this one another volume_name.%s", m.VolumeName.ValueString(), m.ServiceID.ValueString(), answer))
	default:
		diags.AddError("Volume name already taken",
			fmt.Sprintf("Component %q already has a volume named %q, which this apply did not add. Choose another volume_name, or bring it under management with:\n  terraform import <resource address> %s%s",
				m.ServiceID.ValueString(), m.VolumeName.ValueString(), m.ID.ValueString(), answer))
	}
}
