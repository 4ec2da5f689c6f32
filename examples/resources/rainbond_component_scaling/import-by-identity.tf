# Terraform records the team's tenant id and the component's id, whichever
# forms the import block gives.
import {
  to = rainbond_component_scaling.web
  identity = {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = "gr6c1a2b"
  }
}
