# Bind shop.example.com, with the team's certificate, to port 5000 of a
# component. The reference to certificate_id orders the two: the
# certificate is created first and deleted last.
resource "rainbond_certificate" "shop" {
  team_id     = "my-team"
  alias       = "shop"
  certificate = file("${path.module}/shop.example.com.crt")
  private_key = file("${path.module}/shop.example.com.key")
}

resource "rainbond_http_domain" "shop" {
  team_id        = "my-team"
  region_name    = "rainbond"
  app_id         = 12
  service_id     = "gr7b2e4d" # an alias costs one read of the component; its id none
  container_port = 5000
  domain_name    = "shop.example.com"
  certificate_id = rainbond_certificate.shop.certificate_id

  # Open the port's outer service if it is closed. Destroy does not close it.
  open_outer_port = true

  rule_extensions = ["lb-type:round-robin"]

  # Sent with the create only: changing them replaces the rule. (set_headers
  # is refused: the platform drops those headers.)
  configuration = {
    proxy_read_timeout = 120
  }

  # Settings left unset (the_weight, domain_cookie, auto_ssl, ...) are the
  # platform's: a change made in the console is kept by later applies.
}

# A second rule for the same domain: /api with a header condition.
resource "rainbond_http_domain" "shop_api_beta" {
  team_id        = "my-team"
  region_name    = "rainbond"
  app_id         = 12
  service_id     = "gr7b2e4d"
  container_port = 5000
  domain_name    = "shop.example.com"
  domain_path    = "/api"
  domain_header  = "X-Env=beta" # set at create only: a change replaces the rule
  certificate_id = rainbond_certificate.shop.certificate_id
}
