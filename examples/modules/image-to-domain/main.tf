# The component, made from the image: created, built and started; the apply
# waits until it runs, or fails with the message of the build or start
# event. k8s_component_name is unique in the app, and is how the provider
# finds a create whose answer was lost.
resource "rainbond_component" "this" {
  team_id            = var.team
  region_name        = var.region
  app_id             = var.app_id
  component_name     = var.component_name
  k8s_component_name = var.k8s_name
  image              = var.image
}

# Its variables, when there are any: only these names are managed, the
# connection variables of the port below and any set in the console are
# left alone. A change of values is followed by a rolling upgrade, waited
# for. Whether the map is empty is not a secret, its keys and values are.
resource "rainbond_component_env" "this" {
  count = nonsensitive(length(var.env)) > 0 ? 1 : 0

  team_id     = rainbond_component.this.team_id
  region_name = rainbond_component.this.region_name
  app_id      = rainbond_component.this.app_id
  service_id  = rainbond_component.this.service_id
  variables   = var.env
}

# The port, reachable inside the cluster and from outside. Opening the outer
# service of an http port makes the platform create the port's default HTTP
# rule, with a generated domain.
resource "rainbond_component_port" "this" {
  team_id        = rainbond_component.this.team_id
  region_name    = rainbond_component.this.region_name
  app_id         = rainbond_component.this.app_id
  service_id     = rainbond_component.this.service_id
  container_port = var.container_port

  protocol         = "http"
  port_alias       = var.port_alias
  is_inner_service = true
  is_outer_service = true
}

# Adopt that default rule (the API cannot create rules) and read it: its
# generated domain serves the port too. It is left as the platform made it:
# on Rainbond 6.9 a port's default rule is kept only in the console and its
# gateway, and the platform refuses every change of it. It refers to the
# port's attributes, so it is adopted only once the port, and with it the
# rule, exists.
resource "rainbond_http_rule" "this" {
  team_id        = rainbond_component_port.this.team_id
  region_name    = rainbond_component_port.this.region_name
  app_id         = rainbond_component_port.this.app_id
  service_id     = rainbond_component_port.this.service_id
  container_port = rainbond_component_port.this.container_port
}

# The public domain: a custom domain of the port, which Terraform creates
# and deletes, with the path and certificate. Adopting the default rule
# above never takes it.
resource "rainbond_http_domain" "this" {
  team_id        = rainbond_component_port.this.team_id
  region_name    = rainbond_component_port.this.region_name
  app_id         = rainbond_component_port.this.app_id
  service_id     = rainbond_component_port.this.service_id
  container_port = rainbond_component_port.this.container_port

  domain_name = var.domain
  domain_path = var.path
  # 0 is plain HTTP: removing the certificate from the call removes it
  # from the domain.
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
