# The ID is the component's path: team_id/region_name/app_id/service_id.
import {
  to = rainbond_component_ports.orders
  id = "my-team/rainbond/12/gr1a2b3c"
}
