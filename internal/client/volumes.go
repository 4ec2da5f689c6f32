package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// Volumes of a component (beyond-interface 4.18): the API adds one; it has
// no volume read, update or delete. The MCP component detail lists a
// component's volumes with name, path and capacity.

// Volume is a volume record (A.3.4), as the add answers it.
type Volume struct {
	ID             flexInt `json:"ID"`
	ServiceID      string  `json:"service_id"`
	VolumeName     string  `json:"volume_name"`
	VolumePath     string  `json:"volume_path"`
	VolumeCapacity flexInt `json:"volume_capacity"`
	VolumeType     string  `json:"volume_type"`
	AccessMode     string  `json:"access_mode"`
	Mode           *int64  `json:"mode"`
}

// AddVolumeRequest is the add's body.
type AddVolumeRequest struct {
	VolumeName     string `json:"volume_name"`
	VolumePath     string `json:"volume_path"`
	VolumeCapacity int64  `json:"volume_capacity"`
	VolumeType     string `json:"volume_type"`
	AccessMode     string `json:"access_mode,omitempty"`
	FileContent    string `json:"file_content,omitempty"`
	Mode           *int64 `json:"mode,omitempty"`
}

// ListedVolume is a volume as the MCP component detail lists it.
type ListedVolume struct {
	VolumeName     string  `json:"volume_name"`
	VolumePath     string  `json:"volume_path"`
	VolumeCapacity flexInt `json:"volume_capacity"`
}

// AddVolume adds a volume to a component. Not idempotent: a repeat gets
// 400 "volume name already exists".
func (c *Client) AddVolume(ctx context.Context, ref ComponentRef, req AddVolumeRequest) (*Volume, error) {
	const name = "AddVolume"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Volume
	if err := c.object(ctx, operation{name: name, method: http.MethodPost, path: p + "/volumes", body: req}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ComponentVolumes lists a component's volumes through the MCP component
// detail, which finds the team by its alias and the component by its id.
func (c *Client) ComponentVolumes(ctx context.Context, teamAlias string, appID int64, serviceID string) ([]ListedVolume, error) {
	const name = "ComponentVolumes"
	if err := checkSegments("team alias", teamAlias, "service_id", serviceID); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	p := apiPrefix + "/mcp/teams/" + url.PathEscape(teamAlias) + "/apps/" + strconv.FormatInt(appID, 10) + "/components/" + url.PathEscape(serviceID)
	var out struct {
		Volumes []ListedVolume `json:"volumes"`
	}
	if err := c.object(ctx, operation{name: name, method: http.MethodGet, path: p}, &out); err != nil {
		return nil, err
	}
	return out.Volumes, nil
}
