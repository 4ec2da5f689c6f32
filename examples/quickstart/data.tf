# Read-only views of the platform around the managed objects.

data "rainbond_team_regions" "all" {
  team_id = var.team
}

data "rainbond_apps" "all" {
  team_id     = var.team
  region_name = var.region
}

data "rainbond_component" "this" {
  team_id     = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id
  service_id  = var.component
}

# Read after the ports are in place, so the list shows them.
data "rainbond_component_ports" "this" {
  team_id     = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id
  service_id  = var.component

  depends_on = [rainbond_component_port.public, rainbond_component_port.metrics]
}

data "rainbond_http_rules" "app" {
  team_name   = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id

  depends_on = [rainbond_http_rule.public, rainbond_http_domain.shop]
}

# Team resources take the team's id, not its name.
data "rainbond_team_resources" "this" {
  teams = [{ tenant_id = data.rainbond_component.this.tenant_id, region_name = var.region }]
}

data "rainbond_app_monitor" "this" {
  team_id     = var.team
  region_name = var.region
  app_id      = data.rainbond_app.this.app_id
}
