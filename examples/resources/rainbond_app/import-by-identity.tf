# team_id may be the team's tenant id or its name; Terraform records the
# tenant id.
import {
  to = rainbond_app.shop
  identity = {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
  }
}
