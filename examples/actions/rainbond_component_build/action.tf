# Rebuild a component (for a component from an image: pull its image
# again) and wait for the build's event:
#   terraform apply -invoke=action.rainbond_component_build.web
action "rainbond_component_build" "web" {
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    service_id  = rainbond_component.web.service_id
    timeout     = "30m"
  }
}
