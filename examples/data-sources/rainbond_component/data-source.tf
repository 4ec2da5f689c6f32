data "rainbond_component" "web" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = "gr1a2b3c" # the component id or its alias
}

output "web_image" {
  value = data.rainbond_component.web.image
}
