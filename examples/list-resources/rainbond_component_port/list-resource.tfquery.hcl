# The ports of an app's components: every component of the app, or only
# those named in service_ids.
list "rainbond_component_port" "shop" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond-east"
    app_id      = 1
    service_ids = ["gr3a9f1c", "gr7b2e4d", "gr5c8d0e"]
  }
}
