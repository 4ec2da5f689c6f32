data "rainbond_component_ports" "web" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = "gr1a2b3c"
}

output "public_ports" {
  value = [for p in data.rainbond_component_ports.web.ports : p.container_port if p.is_outer_service]
}
