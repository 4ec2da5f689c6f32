package mockgateway

import (
	"crypto/sha256"
	"encoding/hex"
	"hash/fnv"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// listTeamRegions pages through the regions a team is open in. The order is
// deliberately not the order of creation (the server promises none): it is
// sorted by a hash of the region name, stable from run to run.
func (g *Gateway) listTeamRegions(c *apiCall) reply {
	t := g.st.team(c.path("team_id"))
	if t == nil {
		return teamNotFound()
	}
	page, size, fail := pageParams(c)
	if fail != nil {
		return *fail
	}
	query, _ := c.query("query")
	var matched []*Region
	for _, name := range t.Regions {
		r := g.st.region(name)
		if r == nil {
			continue
		}
		// The API reference's query searches by region name only; matching the alias
		// too would let a client pass here that fails on the real server.
		if query != "" && !strings.Contains(strings.ToLower(r.RegionName), strings.ToLower(query)) {
			continue
		}
		matched = append(matched, r)
	}
	slices.SortFunc(matched, func(a, b *Region) int {
		ha, hb := regionOrder(a.RegionName), regionOrder(b.RegionName)
		switch {
		case ha < hb:
			return -1
		case ha > hb:
			return 1
		}
		return strings.Compare(a.RegionName, b.RegionName)
	})
	items := []map[string]any{}
	start := (page - 1) * size
	for i := start; i < len(matched) && i < start+size; i++ {
		items = append(items, teamRegionItem(matched[i], t))
	}
	return ok(map[string]any{"total": len(matched), "regions": items})
}

func regionOrder(name string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(name))
	return h.Sum32()
}

// pageParams reads page (default 1) and page_size (default 10).
func pageParams(c *apiCall) (page, size int, fail *reply) {
	if page, fail = pageParam(c, "page", 1); fail == nil {
		size, fail = pageParam(c, "page_size", 10)
	}
	return page, size, fail
}

// pageParam reads a positive integer; absent or below 1 means the default.
func pageParam(c *apiCall, name string, def int) (int, *reply) {
	v, present := c.query(name)
	if !present || v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		r := fieldError(name, "A valid integer is required.")
		return 0, &r
	}
	if n < 1 {
		return def, nil
	}
	return n, nil
}

func teamRegionItem(r *Region, t *Team) map[string]any {
	var token any
	if r.Token != "" {
		token = r.Token
	}
	return map[string]any{
		"region_id": r.RegionID, "region_name": r.RegionName, "region_alias": r.RegionAlias,
		"tenant_name": t.TeamName, "url": r.URL, "wsurl": r.WSURL, "httpdomain": r.HTTPDomain,
		"tcpdomain": r.TCPDomain, "token": token, "status": r.Status, "desc": r.Desc, "scope": r.Scope,
	}
}

var ipv4Prefix = regexp.MustCompile(`^(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})`)

// addRegion validates like the server: field errors come back in the
// validation shape; a duplicate name and an unreachable url in the Fail
// shape.
func (g *Gateway) addRegion(c *apiCall) reply {
	b := readBody(c.body)
	if rep, failed := b.failure(); failed {
		return rep
	}
	fields := b.fields
	var r Region
	errs := map[string][]string{}
	str := func(name string, dst *string, required bool) {
		v, _, fail := stringField(fields, name)
		if fail != nil {
			errs[name] = []string{"Not a valid string."}
			return
		}
		if required && v == "" {
			errs[name] = []string{"This field is required."}
		}
		*dst = v
	}
	str("region_name", &r.RegionName, true)
	str("region_alias", &r.RegionAlias, true)
	str("url", &r.URL, true)
	str("wsurl", &r.WSURL, true)
	str("httpdomain", &r.HTTPDomain, true)
	str("tcpdomain", &r.TCPDomain, true)
	str("desc", &r.Desc, false)
	str("scope", &r.Scope, false)
	str("cert_file", &r.CertFile, false)
	str("key_file", &r.KeyFile, false)
	str("ssl_ca_cert", &r.SSLCACert, false)
	for name, v := range map[string]string{"url": r.URL, "wsurl": r.WSURL} {
		if _, bad := errs[name]; !bad && !isURL(v) {
			errs[name] = []string{"Enter a valid URL."}
		}
	}
	if _, bad := errs["tcpdomain"]; !bad {
		m := ipv4Prefix.FindString(r.TCPDomain)
		if m == "" || net.ParseIP(m) == nil {
			errs["tcpdomain"] = []string{"tcpdomain must start with an IPv4 address"}
		}
	}
	if r.Scope == "" {
		r.Scope = "private"
	} else if r.Scope != "private" && r.Scope != "public" {
		errs["scope"] = []string{`"` + r.Scope + `" is not a valid choice.`}
	}
	status, present, fail := intField(fields, "status")
	switch {
	case fail != nil:
		errs["status"] = []string{"A valid integer is required."}
	case present && (status < 0 || status > 3):
		errs["status"] = []string{"Ensure this value is between 0 and 3."}
	case present:
		r.Status = strconv.FormatInt(status, 10)
	default:
		r.Status = "1"
	}
	if len(errs) > 0 {
		return validationError("Invalid input.", errs)
	}
	if g.st.region(r.RegionName) != nil {
		return failError(http.StatusBadRequest, "region name "+r.RegionName+" already exists")
	}
	if !g.reachable(r.URL) {
		return failError(http.StatusBadRequest, "cannot reach the region api at "+r.URL)
	}
	r.RegionID = g.st.newHex("region")
	sum := sha256.Sum256([]byte(r.RegionID + "/token"))
	r.Token = hex.EncodeToString(sum[:20])
	r.EnterpriseID = g.st.enterpriseID
	if err := g.st.putRegion(r); err != nil {
		return serverError(err.Error())
	}
	return reply{http.StatusCreated, r}
}

func isURL(v string) bool {
	u, err := url.Parse(v)
	if err != nil || u.Host == "" {
		return false
	}
	switch u.Scheme {
	case "http", "https", "ws", "wss":
		return true
	}
	return false
}
