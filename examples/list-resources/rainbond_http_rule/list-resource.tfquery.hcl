# The HTTP rules of one app; every filter is optional.
list "rainbond_http_rule" "shop" {
  provider = rainbond
  config {
    team_name   = "dev-team"
    region_name = "rainbond-east"
    app_id      = 1
  }
}
