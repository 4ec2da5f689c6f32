# The ten newest events of a component: builds, deployments, scalings.
data "rainbond_component_events" "web" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = "gr6c1a2b"
  page_size   = 10
}

output "last_event" {
  value = try(data.rainbond_component_events.web.events[0].opt_type, null)
}
