# The components of app 12, for terraform query; third-party components
# are left out.
list "rainbond_component" "shop" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
  }
}
