# Find the app by name: resources need its numeric id.
data "rainbond_app" "this" {
  team_id     = var.team
  region_name = var.region
  group_name  = var.app_name
}

# A public HTTP port. Opening the outer service of an http port makes the
# platform create the port's default HTTP access rule.
resource "rainbond_component_port" "public" {
  team_id        = var.team
  region_name    = var.region
  app_id         = data.rainbond_app.this.app_id
  service_id     = var.component
  container_port = 8443

  protocol         = "http"
  port_alias       = "API_V2"
  is_inner_service = true
  is_outer_service = true
}

# A TCP port that only other components of the cluster reach.
resource "rainbond_component_port" "metrics" {
  team_id        = var.team
  region_name    = var.region
  app_id         = data.rainbond_app.this.app_id
  service_id     = var.component
  container_port = 9100

  protocol         = "tcp"
  port_alias       = "METRICS"
  is_inner_service = true
}

# Adopt the rule the platform created for the public port (the API cannot
# create rules) and read it: its generated domain serves the port. It is
# left as the platform made it: on Rainbond 6.9 a port's default rule is
# kept only in the console and its gateway, and the platform refuses every
# change of it. The port's own domain is the custom domain below.
resource "rainbond_http_rule" "public" {
  team_id        = rainbond_component_port.public.team_id
  region_name    = rainbond_component_port.public.region_name
  app_id         = rainbond_component_port.public.app_id
  service_id     = rainbond_component_port.public.service_id
  container_port = rainbond_component_port.public.container_port
}

# A certificate of the team (make quickstart writes a self-signed one next
# to this file; against a real platform, put yours there).
resource "rainbond_certificate" "shop" {
  team_id     = var.team
  alias       = "quickstart-shop"
  certificate = file("${path.module}/${var.shop_domain}.crt")
  private_key = file("${path.module}/${var.shop_domain}.key") # write-only: never in plan or state
}

# A custom domain on the public port, served with that certificate. Unlike
# the adopted rule above, Terraform creates this rule and deletes it on
# destroy; the reference to certificate_id makes Terraform create the
# certificate first and delete it last.
resource "rainbond_http_domain" "shop" {
  team_id        = rainbond_component_port.public.team_id
  region_name    = rainbond_component_port.public.region_name
  app_id         = rainbond_component_port.public.app_id
  service_id     = rainbond_component_port.public.service_id
  container_port = rainbond_component_port.public.container_port

  domain_name    = var.shop_domain
  certificate_id = rainbond_certificate.shop.certificate_id

  # rainbond_http_rule.public adopts the port's default rule, never a
  # custom domain such as this one: no ordering is needed between them.
}
