# Every region the team is open in.
list "rainbond_region" "dev" {
  provider = rainbond
  config {
    team_id = "dev-team"
  }
}
