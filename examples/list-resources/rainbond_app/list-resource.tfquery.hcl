# Every app of the team in the region.
list "rainbond_app" "dev" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
  }
}
