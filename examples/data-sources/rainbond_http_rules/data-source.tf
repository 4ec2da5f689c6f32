# Rules that match certificates automatically (filtered by the server), of one
# app (filtered by the provider).
data "rainbond_http_rules" "auto_ssl" {
  auto_ssl    = true
  team_name   = "dev-team"
  region_name = "rainbond"
  app_id      = 12
}

output "auto_ssl_domains" {
  value = [for r in data.rainbond_http_rules.auto_ssl.rules : r.domain_name]
}
