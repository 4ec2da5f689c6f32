output "team" {
  description = "The new team: the alias chosen here, the name the platform generated, and its tenant id."
  value = {
    alias     = rainbond_team.shop.alias
    team_name = rainbond_team.shop.team_name
    id        = rainbond_team.shop.id
  }
}

output "team_id" {
  description = "Tenant id of the new team."
  value       = rainbond_team.shop.id
}

output "regions" {
  description = "Regions the team is open in, with their status code (1 = enabled)."
  value       = { for r in data.rainbond_team_regions.shop.regions : r.region_name => r.status }
}

output "apps" {
  description = "Apps of the team in the region, by name."
  value       = { for a in data.rainbond_apps.shop.apps : a.group_name => a.id }
}

output "app_id" {
  description = "Id of the new app."
  value       = rainbond_app.shop.app_id
}

output "database" {
  description = "The database component: its image, its volume and where the gateway forwards TCP to it."
  value = {
    service_id  = rainbond_component.db.service_id
    image       = rainbond_component.db.image
    status      = rainbond_component.db.status
    volume      = "${rainbond_component_volume.db.volume_name} at ${rainbond_component_volume.db.volume_path} (${rainbond_component_volume.db.volume_capacity}, ${rainbond_component_volume.db.stored_type})"
    tcp_address = rainbond_tcp_rule.db.access_address
  }
}

output "database_id" {
  description = "Id of the database component."
  value       = rainbond_component.db.service_id
}

output "tcp_rule_id" {
  description = "Id of the TCP rule to the database's port."
  value       = rainbond_tcp_rule.db.tcp_rule_id
}

output "storefront" {
  description = "The web component deployed from the image."
  value = {
    service_id = rainbond_component.web.service_id
    alias      = rainbond_component.web.service_alias
    image      = rainbond_component.web.image
    status     = rainbond_component.web.status
    version    = rainbond_component.web.version
  }
}

output "storefront_id" {
  description = "Id of the web component."
  value       = rainbond_component.web.service_id
}

output "storefront_variables" {
  description = "Names of the web component's variables by scope: inner are its own (the ones Terraform manages among them), outer and both the connection variables of its port. Values are sensitive."
  value = {
    for scope in distinct([for e in data.rainbond_component_envs.web.envs : e.scope]) :
    scope => sort([for e in data.rainbond_component_envs.web.envs : e.name if e.scope == scope])
  }
}

output "public_rule_id" {
  description = "Id of the HTTP rule adopted from the public port."
  value       = rainbond_http_rule.web.rule_id
}

output "public_url" {
  description = "Where the public port is reachable, under the domain the platform generated."
  value       = "${rainbond_http_rule.web.protocol}://${rainbond_http_rule.web.domain_name}${rainbond_http_rule.web.domain_path}"
}

output "shop_url" {
  description = "The custom domain, served with the team's certificate until it expires."
  value       = "${rainbond_http_domain.shop.protocol == "http" ? "http" : "https"}://${rainbond_http_domain.shop.domain_name}${rainbond_http_domain.shop.domain_path} (certificate ${rainbond_certificate.shop.alias}, valid until ${rainbond_certificate.shop.not_after})"
}

output "shop_rule_id" {
  description = "Id of the custom domain's HTTP rule, which Terraform created."
  value       = rainbond_http_domain.shop.rule_id
}

output "certificate_id" {
  description = "Id of the team certificate that Terraform uploaded."
  value       = rainbond_certificate.shop.certificate_id
}

output "app_domains" {
  description = "Domains of every HTTP rule of the app, by component alias and port."
  value       = [for r in data.rainbond_http_rules.app.rules : "${r.service_name}:${r.container_port} ${r.domain_name}"]
}
