package client

import (
	"context"
	"testing"
)

func TestAddVolumeAndComponentVolumes(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"ID":3,"volume_name":"data","volume_path":"/data","volume_capacity":1,"volume_type":"local-path","access_mode":"RWO","mode":null,"volumes":[{"volume_name":"data","volume_path":"/data","volume_capacity":1}]},"list":[]}}`, &seen))
	ref := ComponentRef{TeamID: "t", RegionName: "r", AppID: 4, ServiceID: "s"}
	v, err := c.AddVolume(context.Background(), ref, AddVolumeRequest{VolumeName: "data", VolumePath: "/data", VolumeCapacity: 1, VolumeType: "local-path"})
	if err != nil || v.VolumeName != "data" || v.ID != 3 {
		t.Fatalf("add = %+v, %v", v, err)
	}
	vols, err := c.ComponentVolumes(context.Background(), "Dev Team", 4, "s")
	if err != nil || len(vols) != 1 || vols[0].VolumeCapacity != 1 {
		t.Fatalf("list = %+v, %v", vols, err)
	}
	if seen[0].Path != "/openapi/v1/teams/t/regions/r/apps/4/services/s/volumes" || seen[0].Body != `{"volume_name":"data","volume_path":"/data","volume_capacity":1,"volume_type":"local-path"}` {
		t.Errorf("add request %+v", seen[0])
	}
	if seen[1].Path != "/openapi/v1/mcp/teams/Dev%20Team/apps/4/components/s" {
		t.Errorf("detail request %+v", seen[1])
	}
}
