# Opening the outer service of an http port makes the platform create the
# port's default HTTP rule; the API cannot create rules itself.
resource "rainbond_component_port" "web" {
  team_id          = "my-team"
  region_name      = "rainbond"
  app_id           = 12
  service_id       = "gr6c1a2b"
  container_port   = 8080
  protocol         = "http"
  is_inner_service = true
  is_outer_service = true
}

# Adopt that default rule (never a custom domain of the port) and read it:
# its generated domain serves the port. On Rainbond 6.9 a default rule made
# on a running component cannot be changed (the platform keeps it only in
# the console and its gateway), so leave its settings unset, and serve the
# port under your own domain with rainbond_http_domain.
resource "rainbond_http_rule" "web" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port

  # The rule exists only once the port's outer service is open, and goes
  # with the port: when the port is replaced, this resource adopts the new
  # port's default rule in the same apply.
  depends_on = [rainbond_component_port.web]
}

# Adopt a custom domain made in the console by its id, and manage its
# settings. Settings left out (auto_ssl, the path, ...) keep the platform's
# value as it is when the apply runs, console changes made after the plan
# included. domain_header is read-only: set it in the console.
resource "rainbond_http_rule" "shop" {
  team_id         = "my-team"
  region_name     = "rainbond"
  app_id          = 12
  rule_id         = "5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b"
  certificate_id  = 3
  the_weight      = 80
  rule_extensions = ["lb-type:round-robin"]

  # A new internationalised domain is written in punycode
  # ("xn--bcher-kva.example.com" for "bücher.example.com").

  # On destroy, put back the settings the rule had when Terraform adopted it.
  # The rule itself always stays on the platform.
  restore_on_destroy = true
}
