package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// GetRegion reads one region of the token's enterprise by name (or id):
// GET /openapi/v1/regions/{region_id} (console: openapi/urls.py
// "v1/regions/(?P<region_id>[\w\-]+)$", openapi/views/region_view.py
// RegionInfo.get; beyond the API reference). The answer
// (RegionInfoRSerializer) carries no region_id; it carries the region's
// key materials, so it is never logged. The server validates its own
// answer: a region stored with a blank ssl_ca_cert, cert_file or key_file
// gets a 400 instead of its data.
func (c *Client) GetRegion(ctx context.Context, name string) (*RegionInfo, error) {
	const op = "GetRegion"
	if err := checkSegments("region_name", name); err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	var out RegionInfo
	o := operation{name: op, method: http.MethodGet, path: apiPrefix + "/regions/" + url.PathEscape(name), secret: true}
	if err := c.object(ctx, o, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// IsRegionReadNotFound reports the 404 of GetRegion for a region the
// enterprise does not have: msg "no found region", msg_show 数据中心不存在
// (region_view.py RegionInfo.get).
func IsRegionReadNotFound(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusNotFound {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		if t = strings.TrimSpace(t); t == "no found region" || t == "数据中心不存在" {
			return true
		}
	}
	return false
}

// IsRegionNameTaken reports the add-region refusal of a name another
// region has: a 400 whose field errors name region_name (the model's
// unique column; RegionInfoSerializer). The text is the server's language,
// so only the field is looked at.
func IsRegionNameTaken(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	_, named := ae.FieldErrors["region_name"]
	return named
}
