package client

import (
	"encoding/json"
	"fmt"
)

// Region status codes.
const (
	RegionStatusEditing     = "0"
	RegionStatusEnabled     = "1"
	RegionStatusDisabled    = "2"
	RegionStatusMaintenance = "3"
)

// TeamRegion is one region enabled for a team. Token is a secret: String and
// GoString leave it out, so that a %v in a log line cannot leak it.
type TeamRegion struct {
	RegionID    string  `json:"region_id"`
	RegionName  string  `json:"region_name"`
	RegionAlias string  `json:"region_alias"`
	TenantName  string  `json:"tenant_name"`
	URL         string  `json:"url"`
	WSURL       string  `json:"wsurl"`
	HTTPDomain  string  `json:"httpdomain"`
	TCPDomain   string  `json:"tcpdomain"`
	Token       *string `json:"token"`
	Status      string  `json:"status"`
	Desc        string  `json:"desc"`
	Scope       *string `json:"scope,omitempty"`
}

// UnmarshalJSON accepts a status sent as a number.
func (r *TeamRegion) UnmarshalJSON(b []byte) error {
	type plain TeamRegion
	var aux struct {
		plain
		Status flexString `json:"status"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = TeamRegion(aux.plain)
	r.Status = string(aux.Status)
	return nil
}

func (r TeamRegion) String() string {
	return fmt.Sprintf("TeamRegion{ID:%s Name:%s Alias:%s Status:%s URL:%s token:%s}",
		r.RegionID, r.RegionName, r.RegionAlias, r.Status, r.URL, redacted(r.Token != nil && *r.Token != ""))
}

func (r TeamRegion) GoString() string { return r.String() }

// ListTeamRegionsOptions pages ListTeamRegions. Zero values are left out
// of the query, so the server's defaults apply (page 1, 10 a page). There is
// no search: the server's query parameter always fails (see ListTeamRegions).
type ListTeamRegionsOptions struct {
	Page     int
	PageSize int
}

// ListTeamRegionsResp is one page of a team's regions.
type ListTeamRegionsResp struct {
	Total   int64        `json:"total"`
	Regions []TeamRegion `json:"regions"`
}

// UnmarshalJSON accepts a total sent as a string.
func (r *ListTeamRegionsResp) UnmarshalJSON(b []byte) error {
	type plain ListTeamRegionsResp
	var aux struct {
		plain
		Total flexInt `json:"total"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = ListTeamRegionsResp(aux.plain)
	r.Total = int64(aux.Total)
	return nil
}

// AddRegionRequest is the body of AddRegion. The server requires every
// field without omitempty: region_id (any unique string of at most 36
// characters, which it replaces with its own), status ("0".."3"), the
// enterprise's id, and the three key materials as strings, "" when there is
// none (absent or null, they crash the server's region test). CertFile,
// KeyFile and SSLCACert are key material: the client never logs this body.
type AddRegionRequest struct {
	RegionID     string `json:"region_id"`
	RegionName   string `json:"region_name"`
	RegionAlias  string `json:"region_alias"`
	URL          string `json:"url"`
	WSURL        string `json:"wsurl"`
	HTTPDomain   string `json:"httpdomain"`
	TCPDomain    string `json:"tcpdomain"`
	Desc         string `json:"desc,omitempty"`
	Scope        string `json:"scope,omitempty"`
	Status       string `json:"status"`
	EnterpriseID string `json:"enterprise_id"`
	CertFile     string `json:"cert_file"`
	KeyFile      string `json:"key_file"`
	SSLCACert    string `json:"ssl_ca_cert"`
}

func (r AddRegionRequest) String() string {
	return fmt.Sprintf("AddRegionRequest{Name:%s Alias:%s URL:%s cert_file:%s key_file:%s ssl_ca_cert:%s}",
		r.RegionName, r.RegionAlias, r.URL, redacted(r.CertFile != ""), redacted(r.KeyFile != ""), redacted(r.SSLCACert != ""))
}

func (r AddRegionRequest) GoString() string { return r.String() }

// RegionInfo is the answer of AddRegion: every field echoed, the secrets
// (Token, CertFile, KeyFile) included.
type RegionInfo struct {
	RegionID     string `json:"region_id"`
	RegionName   string `json:"region_name"`
	RegionAlias  string `json:"region_alias"`
	URL          string `json:"url"`
	Token        string `json:"token"`
	WSURL        string `json:"wsurl"`
	HTTPDomain   string `json:"httpdomain"`
	TCPDomain    string `json:"tcpdomain"`
	Scope        string `json:"scope"`
	SSLCACert    string `json:"ssl_ca_cert"`
	CertFile     string `json:"cert_file"`
	KeyFile      string `json:"key_file"`
	Status       string `json:"status"`
	Desc         string `json:"desc"`
	EnterpriseID string `json:"enterprise_id"`
}

// UnmarshalJSON accepts any field sent as a number: the server may echo the
// request's integer status.
func (r *RegionInfo) UnmarshalJSON(b []byte) error {
	var m map[string]flexString
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*r = RegionInfo{
		RegionID: string(m["region_id"]), RegionName: string(m["region_name"]), RegionAlias: string(m["region_alias"]),
		URL: string(m["url"]), Token: string(m["token"]), WSURL: string(m["wsurl"]),
		HTTPDomain: string(m["httpdomain"]), TCPDomain: string(m["tcpdomain"]), Scope: string(m["scope"]),
		SSLCACert: string(m["ssl_ca_cert"]), CertFile: string(m["cert_file"]), KeyFile: string(m["key_file"]),
		Status: string(m["status"]), Desc: string(m["desc"]), EnterpriseID: string(m["enterprise_id"]),
	}
	return nil
}

func (r RegionInfo) String() string {
	return fmt.Sprintf("RegionInfo{ID:%s Name:%s Alias:%s Status:%s URL:%s token:%s cert_file:%s key_file:%s}",
		r.RegionID, r.RegionName, r.RegionAlias, r.Status, r.URL,
		redacted(r.Token != ""), redacted(r.CertFile != ""), redacted(r.KeyFile != ""))
}

func (r RegionInfo) GoString() string { return r.String() }

func redacted(set bool) string {
	if set {
		return "(sensitive)"
	}
	return "(empty)"
}
