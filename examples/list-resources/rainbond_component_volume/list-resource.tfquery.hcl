# Every volume of the component: name, path and capacity.
list "rainbond_component_volume" "redis" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = "gr2b5e8f"
  }
}
