# team_id may be the team's tenant id or its name; Terraform records the
# tenant id.
import {
  to = rainbond_component.web
  identity = {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
  }
}
