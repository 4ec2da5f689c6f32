package client

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// ComponentRef is the path of one component.
type ComponentRef struct {
	TeamID     string
	RegionName string
	AppID      int64
	ServiceID  string
}

// AppRef is the path of one app.
type AppRef struct {
	TeamID     string
	RegionName string
	AppID      int64
}

// App returns the path of the component's app.
func (r ComponentRef) App() AppRef {
	return AppRef{TeamID: r.TeamID, RegionName: r.RegionName, AppID: r.AppID}
}

func (r AppRef) path() (string, error) {
	if err := checkSegments("team_id", r.TeamID, "region_name", r.RegionName); err != nil {
		return "", err
	}
	return teamRegionPath(r.TeamID, r.RegionName) + "/apps/" + strconv.FormatInt(r.AppID, 10), nil
}

func (r ComponentRef) path() (string, error) {
	p, err := r.App().path()
	if err != nil {
		return "", err
	}
	if err := checkSegments("service_id", r.ServiceID); err != nil {
		return "", err
	}
	return p + "/services/" + url.PathEscape(r.ServiceID), nil
}

func teamRegionPath(teamID, regionName string) string {
	return apiPrefix + "/teams/" + url.PathEscape(teamID) + "/regions/" + url.PathEscape(regionName)
}

// checkSegments rejects path parts that would address another URL than the
// one meant: empty ones collapse the path, dot segments climb it.
func checkSegments(nameValue ...string) error {
	for i := 0; i+1 < len(nameValue); i += 2 {
		name, v := nameValue[i], nameValue[i+1]
		switch strings.TrimSpace(v) {
		case "":
			return fmt.Errorf("%s is empty", name)
		case ".", "..":
			return fmt.Errorf("%s %q is not a valid path part", name, v)
		}
	}
	return nil
}
