# The scaling of every component of an app (third-party ones left out).
list "rainbond_component_scaling" "shop" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
  }
}
