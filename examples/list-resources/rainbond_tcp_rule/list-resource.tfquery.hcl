# Every TCP rule of the app's components, the ports' default rules among them.
list "rainbond_tcp_rule" "shop" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
  }
}
