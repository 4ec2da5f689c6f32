# A certificate of the team, served by a custom domain. The rule refers to
# the certificate by certificate_id, so Terraform creates the certificate
# first and, on destroy, deletes the rule before the certificate (the
# platform refuses to delete a certificate that a rule still uses).
resource "rainbond_certificate" "shop" {
  team_id     = "my-team"
  alias       = "shop-2026"
  certificate = file("${path.module}/shop.example.com.crt")
  private_key = file("${path.module}/shop.example.com.key") # write-only: never in plan or state
}

resource "rainbond_http_domain" "shop" {
  team_id        = "my-team"
  region_name    = "rainbond"
  app_id         = 12
  service_id     = "gr7b2e4d"
  container_port = 5000
  domain_name    = "shop.example.com"
  certificate_id = rainbond_certificate.shop.certificate_id
}
