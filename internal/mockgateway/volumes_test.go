package mockgateway

import (
	"testing"
)

func volumesPath(t *testing.T, ts *TestServer) string {
	return redisApp(t, ts) + "/services/" + redisID + "/volumes"
}

func volumeBody(name, path, kind string) map[string]any {
	return map[string]any{"volume_name": name, "volume_path": path, "volume_capacity": 1, "volume_type": kind}
}

// Facts (4.18): the name's pattern and uniqueness, the path's legality,
// duplicates and nesting (412), the mode's octal digits, a type the
// cluster does not offer stored as local-path, the access mode's default.
func TestVolumeAddChecks(t *testing.T) {
	ts := newDefault(t)
	p := volumesPath(t, ts)
	got := call(t, ts, "POST", p, volumeBody("data", "/data", "ceph-rbd")).want(t, 200).bean(t)
	if got["volume_type"] != "local-path" || got["access_mode"] != "RWO" {
		t.Fatalf("stored %v", got)
	}
	call(t, ts, "POST", p, volumeBody("data", "/other", "local-path")).want(t, 400)
	call(t, ts, "POST", p, volumeBody("-bad", "/x", "local-path")).want(t, 400)
	call(t, ts, "POST", p, volumeBody("dup", "/data", "local-path")).want(t, 412)
	call(t, ts, "POST", p, volumeBody("nested", "/data/sub", "local-path")).want(t, 412)
	call(t, ts, "POST", p, volumeBody("rel", "data2", "local-path")).want(t, 412)
	call(t, ts, "POST", p, volumeBody("short", "/ab", "local-path")).want(t, 412) // is_path_legal needs 3 characters after /
	b := volumeBody("m", "/conf", "config-file")
	b["mode"] = 888
	call(t, ts, "POST", p, b).want(t, 400)
	b["mode"] = 644
	cf := call(t, ts, "POST", p, b).want(t, 200).bean(t)
	if cf["access_mode"] != "RWX" || cf["mode"].(float64) != 644 {
		t.Fatalf("config file %v", cf)
	}
	if n := len(ts.Volumes(redisID)); n != 2 {
		t.Fatalf("%d volumes, want 2", n)
	}
}

// Fact (McpComponentDetailView): the team by alias, the component by id;
// volumes with name, path and capacity only.
func TestMCPComponentDetailListsVolumes(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "POST", volumesPath(t, ts), volumeBody("data", "/data", "local-path")).want(t, 200)
	c, _ := ts.Component(redisID)
	var alias string
	for _, tm := range ts.Teams() {
		if tm.TenantID == c.TenantID {
			alias = tm.TeamAlias
		}
	}
	bean := call(t, ts, "GET", "/openapi/v1/mcp/teams/"+alias+"/apps/0/components/"+redisID, nil).want(t, 200).bean(t)
	vols := bean["volumes"].([]any)
	if len(vols) != 1 || len(vols[0].(map[string]any)) != 3 {
		t.Fatalf("volumes %v", vols)
	}
	call(t, ts, "GET", "/openapi/v1/mcp/teams/nobody/apps/0/components/"+redisID, nil).want(t, 404)
	call(t, ts, "GET", "/openapi/v1/mcp/teams/"+alias+"/apps/0/components/"+c.ServiceAlias, nil).want(t, 404)
}
