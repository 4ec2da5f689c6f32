# Every component of app 12 that has ports, each with all its ports, as
# one rainbond_component_ports per component:
#   terraform query -generate-config-out=ports.tf
list "rainbond_component_ports" "shop" {
  provider = rainbond
  config {
    team_id     = "my-team"
    region_name = "rainbond"
    app_id      = 12
  }
}

# Named components only.
list "rainbond_component_ports" "databases" {
  provider = rainbond
  config {
    team_id     = "my-team"
    region_name = "rainbond"
    app_id      = 12
    service_ids = ["gr1a2b3c"]
  }
}
