# The third-party components of an app, for `terraform query`.
list "rainbond_third_party_component" "all" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
  }
}
