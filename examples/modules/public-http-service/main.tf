# Read the component first: it fails the plan early when the component is
# not in the app, and gives its id, which identifies it in the rule list
# whichever form (id or alias) the caller used.
data "rainbond_component" "this" {
  team_id     = var.team
  region_name = var.region
  app_id      = var.app_id
  service_id  = var.component
}

# The port, reachable inside the cluster and from outside. Opening the outer
# service of an http port makes the platform create the port's default HTTP
# rule, with a generated domain.
resource "rainbond_component_port" "this" {
  team_id        = var.team
  region_name    = var.region
  app_id         = var.app_id
  service_id     = data.rainbond_component.this.service_id
  container_port = var.container_port

  protocol         = "http"
  port_alias       = var.port_alias
  is_inner_service = true
  is_outer_service = true
}

# Adopt that default rule (the API cannot create rules) and give it the
# public domain, path and certificate. It refers to the port's attributes, so
# it is adopted only once the port, and with it the rule, exists.
resource "rainbond_http_rule" "this" {
  team_id        = rainbond_component_port.this.team_id
  region_name    = rainbond_component_port.this.region_name
  app_id         = rainbond_component_port.this.app_id
  service_id     = rainbond_component_port.this.service_id
  container_port = rainbond_component_port.this.container_port

  domain_name = var.domain
  domain_path = var.path
  # Always sent, so that removing the certificate from the call removes it
  # from the rule; null on the resource would keep whatever the rule has.
  certificate_id = coalesce(var.certificate_id, 0)
}

# The component's internal domain name, as the platform has it now: the
# port resource does not track it, since the platform holds one name for
# all ports of a component and another port may change it.
data "rainbond_component_ports" "this" {
  team_id     = rainbond_component_port.this.team_id
  region_name = rainbond_component_port.this.region_name
  app_id      = rainbond_component_port.this.app_id
  service_id  = rainbond_component_port.this.service_id
}
