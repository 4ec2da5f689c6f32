# Every variable of a component, of all scopes, read through the
# variables' upsert with no variable (which changes nothing).
data "rainbond_component_envs" "web" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = "gr1a2b3c"
}

output "connection_variables" {
  value = [for e in data.rainbond_component_envs.web.envs : e.name if e.scope != "inner"]
}
