package volume

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// volumeIDFormat is the volume's path: its component, then its name,
// which is unique in the component.
var volumeIDFormat = tfid.IDFormat{tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1), tfid.StringPart("service_id"), tfid.StringPart("volume_name")}

// The platform's rules (rainbond-console volume_service.py, urlutil.py,
// app_volume.py): the name's pattern and its column (100), the path's
// legality check and its column (400), the mode's octal digits.
var (
	nameRE = regexp.MustCompile(`^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`)
	pathRE = regexp.MustCompile(`^/([\p{L}\p{N}_-]+/?)+([\p{L}\p{N}_-]?.+/?)?([\p{L}\p{N}_-]?.[\p{L}\p{N}_-]+/?)$`)
	modeRE = regexp.MustCompile(`^[0-7]{1,3}$`)
)

const (
	maxName = 100
	maxPath = 400
	// configFile is the type whose volume holds file_content.
	configFile = "config-file"
	// defaultType is what the platform stores for a type the cluster
	// does not offer.
	defaultType = "local-path"
)

type volumeModel struct {
	ID             types.String   `tfsdk:"id"`
	TeamID         types.String   `tfsdk:"team_id"`
	RegionName     types.String   `tfsdk:"region_name"`
	AppID          types.Int64    `tfsdk:"app_id"`
	ServiceID      types.String   `tfsdk:"service_id"`
	VolumeName     types.String   `tfsdk:"volume_name"`
	VolumePath     types.String   `tfsdk:"volume_path"`
	VolumeCapacity types.Int64    `tfsdk:"volume_capacity"`
	VolumeType     types.String   `tfsdk:"volume_type"`
	StoredType     types.String   `tfsdk:"stored_type"`
	AccessMode     types.String   `tfsdk:"access_mode"`
	Mode           types.Int64    `tfsdk:"mode"`
	FileContent    types.String   `tfsdk:"file_content"`
	Timeouts       timeouts.Value `tfsdk:"timeouts"`
}

func (m *volumeModel) component() client.ComponentRef {
	return client.ComponentRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64(), ServiceID: m.ServiceID.ValueString()}
}

func (m *volumeModel) label() string {
	return fmt.Sprintf("volume %q (%s) of component %q", m.VolumeName.ValueString(), m.VolumePath.ValueString(), m.ServiceID.ValueString())
}

func (m *volumeModel) buildID() {
	m.ID = types.StringValue(volumeIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), m.ServiceID.ValueString(), m.VolumeName.ValueString()))
}

// checkName is the platform's volume name rule.
func checkName(s string) error {
	if !nameRE.MatchString(s) {
		return fmt.Errorf("%q must start and end with a letter or digit and hold only letters, digits, '-', '_' and '.'", s)
	}
	return nil
}

// checkPath is the platform's path legality check for image components:
// an absolute path of at least 3 characters after the first "/".
func checkPath(s string) error {
	if !pathRE.MatchString(s) {
		return fmt.Errorf("%q is not a path the platform takes: an absolute path such as /data/volume (at least 3 characters after the first /, of letters, digits, '_' and '-' between slashes)", s)
	}
	return nil
}

// checkMode is the mode's rule: the decimal writing of an octal mode, 0
// to 777 (644, not 420).
func checkMode(n int64) error {
	if !modeRE.MatchString(strconv.FormatInt(n, 10)) {
		return fmt.Errorf("%d is not an octal mode of 0 to 777 written with the digits 0-7 (for example 644)", n)
	}
	return nil
}
