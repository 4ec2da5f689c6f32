# A tenant from nothing: a team opened in a region, an app, a database with
# its storage and TCP access, and a web component on a public HTTPS domain.

# The team. The platform generates its name (team_name); every other
# resource takes it by its id. Regions are add-only: the API cannot close
# a team's region, so removing one is refused at plan time.
resource "rainbond_team" "shop" {
  alias   = var.team_alias
  regions = [var.region]
}

# The app, in the region the team was opened in: the team's create opens
# its regions, and the reference to its id makes Terraform wait for it.
resource "rainbond_app" "shop" {
  team_id     = rainbond_team.shop.id
  region_name = var.region
  app_name    = var.app_name
}

# ---------------------------------------------------------------------------
# The database: a component from an image, with a volume and TCP access.

# Created from the image, built and started; the apply waits until it runs.
# k8s_component_name is unique in the app: it is how a create whose answer
# was lost is found again.
resource "rainbond_component" "db" {
  team_id            = rainbond_app.shop.team_id
  region_name        = rainbond_app.shop.region_name
  app_id             = rainbond_app.shop.app_id
  component_name     = "Cache"
  k8s_component_name = "redis"
  image              = var.db_image
}

# Its storage, kept across restarts. The API can add a volume but neither
# change nor delete one: destroy only forgets it (the plan warns), and the
# component's delete takes it with it.
resource "rainbond_component_volume" "db" {
  team_id         = rainbond_component.db.team_id
  region_name     = rainbond_component.db.region_name
  app_id          = rainbond_component.db.app_id
  service_id      = rainbond_component.db.service_id
  volume_name     = "redis-data"
  volume_path     = "/data"
  volume_capacity = 1
}

# Its TCP port, reachable inside the cluster under the name "redis" (the
# web component's variables below point at it) and from outside: the outer
# service is opened here because the TCP rule below opens it anyway.
resource "rainbond_component_port" "db" {
  team_id        = rainbond_component.db.team_id
  region_name    = rainbond_component.db.region_name
  app_id         = rainbond_component.db.app_id
  service_id     = rainbond_component.db.service_id
  container_port = 6379

  protocol         = "tcp"
  port_alias       = "REDIS"
  k8s_service_name = "redis"
  is_inner_service = true
  is_outer_service = true
}

# TCP access to the port through the region's gateway, on a chosen end
# point. The API can create a TCP rule but neither change nor delete one:
# destroy only forgets it (the plan warns), and the component's delete
# takes it with it.
resource "rainbond_tcp_rule" "db" {
  team_id        = rainbond_component_port.db.team_id
  region_name    = rainbond_component_port.db.region_name
  app_id         = rainbond_component_port.db.app_id
  service_id     = rainbond_component_port.db.service_id
  container_port = rainbond_component_port.db.container_port
  end_point      = var.db_end_point
}

# ---------------------------------------------------------------------------
# The web component, on a public HTTPS domain.

resource "rainbond_component" "web" {
  team_id            = rainbond_app.shop.team_id
  region_name        = rainbond_app.shop.region_name
  app_id             = rainbond_app.shop.app_id
  component_name     = "Storefront"
  k8s_component_name = "storefront"
  image              = var.image
}

# Its variables, pointing at the database's port by its name inside the
# cluster. Only the names listed here are managed; the variables the
# platform makes for ports, and any set in the console, are left alone. A
# change of values is followed by a rolling upgrade, waited for.
resource "rainbond_component_env" "web" {
  team_id     = rainbond_component.web.team_id
  region_name = rainbond_component.web.region_name
  app_id      = rainbond_component.web.app_id
  service_id  = rainbond_component.web.service_id

  variables = {
    REDIS_HOST  = rainbond_component_port.db.k8s_service_name
    REDIS_PORT  = tostring(rainbond_component_port.db.container_port)
    SHOP_DOMAIN = var.shop_domain
    SESSION_KEY = var.session_key # values are sensitive: never shown in plans
  }
  notes = {
    REDIS_HOST = "the database's name inside the cluster"
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
  team_id     = rainbond_team.shop.id
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
}
