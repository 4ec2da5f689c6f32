# The identity names the team by tenant id or name and the component by id
# or alias; Terraform records the tenant id and the component id.
import {
  to = rainbond_component_port.web
  identity = {
    team_id        = "my-team"
    region_name    = "rainbond"
    app_id         = 12
    service_id     = "gr1a2b3c"
    container_port = 8080
  }
}
