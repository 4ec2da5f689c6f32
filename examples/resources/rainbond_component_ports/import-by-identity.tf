# The identity is the component; Terraform records the tenant id and the
# component id.
import {
  to = rainbond_component_ports.orders
  identity = {
    team_id     = "my-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = "gr1a2b3c"
  }
}
