package acctest

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// storageConsole makes console-side changes of volumes, TCP rules and
// third-party components. The console's API neither changes nor deletes
// a volume or a TCP rule, so the real console's are made through its
// models (scripts/real-console/admin_storage.py), as its UI saves them.
type storageConsole interface {
	// RemoveVolume deletes a component's volume.
	RemoveVolume(service, name string) error
	// EditVolume changes a component's volume (its capacity, path,
	// type, access mode or mode).
	EditVolume(service, name string, fn func(*mockgateway.Volume)) error
	// RemoveTCPRule deletes a TCP rule.
	RemoveTCPRule(id string) error
}

// volume finds a volume of the component in env.GW's mirror of the
// console.
func (k kitConsole) volume(service, name string) (mockgateway.Volume, error) {
	for _, v := range k.env.GW.Volumes(service) {
		if v.VolumeName == name {
			return v, nil
		}
	}
	return mockgateway.Volume{}, fmt.Errorf("component %s has no volume %q on the console", service, name)
}

func (k kitConsole) RemoveVolume(service, name string) error {
	if err := k.begin(); err != nil {
		return err
	}
	v, err := k.volume(service, name)
	if err != nil {
		return err
	}
	filter := map[string]any{"service_id": v.ServiceID, "volume_name": name}
	if v.VolumeType == "config-file" {
		if err := k.model("delete", "volume_config", filter, nil); err != nil {
			return k.done(err)
		}
	}
	return k.done(k.model("delete", "volume", filter, nil))
}

// EditVolume updates the volume's row with the fields fn changed.
func (k kitConsole) EditVolume(service, name string, fn func(*mockgateway.Volume)) error {
	if err := k.begin(); err != nil {
		return err
	}
	was, err := k.volume(service, name)
	if err != nil {
		return err
	}
	now := was
	fn(&now)
	if now.ID != was.ID || now.ServiceID != was.ServiceID || now.FileContent != was.FileContent {
		return fmt.Errorf("EditVolume on the console changes a volume's name, path, capacity, type, access mode or mode only")
	}
	set := map[string]any{
		"volume_name": now.VolumeName, "volume_path": now.VolumePath, "volume_capacity": now.VolumeCapacity,
		"volume_type": now.VolumeType, "access_mode": now.AccessMode, "mode": now.Mode,
	}
	return k.done(k.model("update", "volume", map[string]any{"ID": was.ID}, set))
}

// RemoveTCPRule deletes the console's record of the rule, as its gateway
// page does; the stand-in region has no rule table to tell.
func (k kitConsole) RemoveTCPRule(id string) error {
	if err := k.begin(); err != nil {
		return err
	}
	return k.done(k.model("delete", "tcp_rule", map[string]any{"tcp_rule_id": id}, nil))
}
