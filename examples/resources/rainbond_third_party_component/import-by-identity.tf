import {
  to = rainbond_third_party_component.external_db
  identity = {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = "7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"
  }
}
