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

# Adopt that rule (the single rule of the port) and manage its settings.
resource "rainbond_http_rule" "web" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port

  domain_name     = "shop.example.com"
  domain_path     = "/"
  rule_extensions = ["lb-type:round-robin"]

  # Settings left out (certificate_id, auto_ssl, ...) keep the platform's
  # value as it is when the apply runs, console changes made after the plan
  # included. domain_header is read-only: set it in the console.
  # A new internationalised domain is written in punycode
  # ("xn--bcher-kva.example.com" for "bücher.example.com").

  # On destroy, put back the settings the rule had when Terraform adopted it.
  # The rule itself always stays on the platform.
  restore_on_destroy = true

  # The rule exists only once the port's outer service is open.
  depends_on = [rainbond_component_port.web]
}

# Or adopt a known rule by its id.
resource "rainbond_http_rule" "api" {
  team_id        = "my-team"
  region_name    = "rainbond"
  app_id         = 12
  rule_id        = "5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b"
  certificate_id = 3
}
