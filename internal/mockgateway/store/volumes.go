package store

import "fmt"

// putVolume adds a fixture's volume to its component (service_id or
// alias), or replaces the one of its name; a zero ID gets the next free
// one.
func (s *Store) putVolume(v Volume) error {
	c := s.Component("", v.ServiceID)
	if c == nil {
		return fmt.Errorf("volume %q: unknown component %q", v.VolumeName, v.ServiceID)
	}
	v.ServiceID = c.ServiceID
	if v.ID == 0 {
		v.ID = s.NextVolumeID + 1
	}
	s.NextVolumeID = max(s.NextVolumeID, v.ID)
	if s.Volumes == nil {
		s.Volumes = map[string][]*Volume{}
	}
	for i, old := range s.Volumes[c.ServiceID] {
		if old.VolumeName == v.VolumeName { // a merge replaces it
			s.Volumes[c.ServiceID][i] = &v
			return nil
		}
	}
	s.Volumes[c.ServiceID] = append(s.Volumes[c.ServiceID], &v)
	return nil
}
