# Find the app by name: resources need its numeric id.
data "rainbond_app" "this" {
  team_id     = var.team
  region_name = var.region
  group_name  = var.app_name
}

# ---------------------------------------------------------------------------
# A new component, deployed from an image, on a public HTTPS domain.

# The component: created from the image, built and started. The apply
# waits until it runs (or fails with the message of the build or start
# event). k8s_component_name is unique in the app: it is how a create whose
# answer was lost is found again.
resource "rainbond_component" "web" {
  team_id            = var.team
  region_name        = var.region
  app_id             = data.rainbond_app.this.app_id
  component_name     = "Storefront"
  k8s_component_name = "storefront"
  image              = var.image
}

# Its variables: only the names listed here are managed; the variables the
# platform makes for ports, and any set in the console, are left alone. A
# change of values is followed by a rolling upgrade, waited for.
resource "rainbond_component_env" "web" {
  team_id     = rainbond_component.web.team_id
  region_name = rainbond_component.web.region_name
  app_id      = rainbond_component.web.app_id
  service_id  = rainbond_component.web.service_id

  variables = {
    SHOP_MODE   = "quickstart"
    SHOP_DOMAIN = var.shop_domain
    SESSION_KEY = var.session_key # values are sensitive: never shown in plans
  }
  notes = {
    SHOP_DOMAIN = "the public domain, for links the shop writes"
  }
}

# Its public HTTP port. Opening the outer service of an http port makes the
# platform create the port's default HTTP access rule.
resource "rainbond_component_port" "web" {
  team_id        = rainbond_component.web.team_id
  region_name    = rainbond_component.web.region_name
  app_id         = rainbond_component.web.app_id
  service_id     = rainbond_component.web.service_id
  container_port = 80

  protocol         = "http"
  port_alias       = "STOREFRONT"
  is_inner_service = true
  is_outer_service = true
}

# Adopt the rule the platform created for the public port (the API cannot
# create rules) and read it: its generated domain serves the port. It is
# left as the platform made it: on Rainbond 6.9 a port's default rule is
# kept only in the console and its gateway, and the platform refuses every
# change of it. The port's own domain is the custom domain below.
resource "rainbond_http_rule" "web" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port
}

# A certificate of the team (make quickstart writes a self-signed one next
# to this file; against a real platform, put yours there).
resource "rainbond_certificate" "shop" {
  team_id     = var.team
  alias       = "quickstart-shop"
  certificate = file("${path.module}/${var.shop_domain}.crt")
  private_key = file("${path.module}/${var.shop_domain}.key") # write-only: never in plan or state
}

# The custom domain on the public port, served with that certificate.
# Unlike the adopted rule above, Terraform creates this rule and deletes it
# on destroy; the reference to certificate_id makes Terraform create the
# certificate first and delete it last.
resource "rainbond_http_domain" "shop" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port

  domain_name    = var.shop_domain
  certificate_id = rainbond_certificate.shop.certificate_id
  # Set, so that a weight changed in the console is drift that the next
  # apply undoes (left unset, the platform's value would be kept).
  the_weight = 100

  # rainbond_http_rule.web adopts the port's default rule, never a custom
  # domain such as this one: no ordering is needed between them.
}

# ---------------------------------------------------------------------------
# A component that already runs in the app gets a port too.

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
