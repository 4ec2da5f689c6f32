# team_id is optional, but without it refresh cannot read the region.
import {
  to = rainbond_region.edge
  identity = {
    region_name = "edge-1"
    team_id     = "my-team"
  }
}
