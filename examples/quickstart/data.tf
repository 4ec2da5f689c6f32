# Read-only views of the platform around the managed objects.

data "rainbond_team_regions" "shop" {
  team_id = rainbond_team.shop.id
}

data "rainbond_apps" "shop" {
  team_id     = rainbond_app.shop.team_id
  region_name = rainbond_app.shop.region_name
}

# Every variable of the web component, of all scopes: the ones Terraform
# manages and the connection variables its port made. Read after both.
data "rainbond_component_envs" "web" {
  team_id     = rainbond_component_env.web.team_id
  region_name = rainbond_component_env.web.region_name
  app_id      = rainbond_component_env.web.app_id
  service_id  = rainbond_component_env.web.service_id

  depends_on = [rainbond_component_port.web]
}

data "rainbond_http_rules" "app" {
  team_name   = rainbond_team.shop.team_name
  region_name = var.region
  app_id      = rainbond_app.shop.app_id

  depends_on = [rainbond_http_rule.web, rainbond_http_domain.shop]
}
