import {
  to = rainbond_http_domain.shop
  identity = {
    team_id     = "my-team"
    region_name = "rainbond"
    app_id      = 12
    rule_id     = "5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b"
  }
}
