# team_id/region_name: refresh reads the region through that team's region list.
# The region_name alone is accepted too, but then refresh cannot read it.
import {
  to = rainbond_region.edge
  id = "my-team/edge-1"
}
