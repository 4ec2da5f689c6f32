# Every HTTP rule of one app: the ports' default rules (type 0) and the
# custom domains (type 1).
data "rainbond_http_domains" "shop" {
  team_id     = "my-team"
  region_name = "rainbond"
  app_id      = 12
}

output "custom_domains" {
  value = [for r in data.rainbond_http_domains.shop.rules : "${r.protocol}://${r.domain_name}${r.domain_path}" if r.type == 1]
}
