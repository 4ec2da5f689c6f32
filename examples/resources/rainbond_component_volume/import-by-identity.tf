import {
  to = rainbond_component_volume.redis_data
  identity = {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = "gr2b5e8f"
    volume_name = "redis-data"
  }
}
