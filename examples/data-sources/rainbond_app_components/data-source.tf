# Every component of an app, with its status and scaling.
data "rainbond_app_components" "shop" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
}

output "closed_components" {
  value = [for c in data.rainbond_app_components.shop.components : c.service_cname if c.status == "closed"]
}
