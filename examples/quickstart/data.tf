# Read-only views of the platform around the managed objects.

data "rainbond_team_regions" "all" {
  team_id = var.team
}

data "rainbond_apps" "all" {
  team_id     = var.team
  region_name = var.region
}

# The component that was already in the app.
data "rainbond_component" "api" {
  team_id     = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id
  service_id  = var.component
}

# Read after the port is in place, so the list shows it.
data "rainbond_component_ports" "api" {
  team_id     = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id
  service_id  = var.component

  depends_on = [rainbond_component_port.metrics]
}

# Every variable of the new component, of all scopes: the ones Terraform
# manages and the connection variables its port made. Read after both.
data "rainbond_component_envs" "web" {
  team_id     = rainbond_component_env.web.team_id
  region_name = rainbond_component_env.web.region_name
  app_id      = rainbond_component_env.web.app_id
  service_id  = rainbond_component_env.web.service_id

  depends_on = [rainbond_component_port.web]
}

data "rainbond_http_rules" "app" {
  team_name   = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id

  depends_on = [rainbond_http_rule.web, rainbond_http_domain.shop]
}

# Team resources take the team's id, not its name.
data "rainbond_team_resources" "this" {
  teams = [{ tenant_id = data.rainbond_component.api.tenant_id, region_name = var.region }]
}

data "rainbond_app_monitor" "this" {
  team_id     = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id
}
