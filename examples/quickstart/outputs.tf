output "regions" {
  description = "Regions the team is open in, with their status code (1 = enabled)."
  value       = { for r in data.rainbond_team_regions.all.regions : r.region_name => r.status }
}

output "apps" {
  description = "Apps of the team in the region, by name."
  value       = { for a in data.rainbond_apps.all.apps : a.group_name => a.id }
}

output "storefront" {
  description = "The component deployed from the image."
  value = {
    service_id = rainbond_component.web.service_id
    alias      = rainbond_component.web.service_alias
    image      = rainbond_component.web.image
    status     = rainbond_component.web.status
    version    = rainbond_component.web.version
  }
}

output "storefront_id" {
  description = "Id of the component deployed from the image."
  value       = rainbond_component.web.service_id
}

output "storefront_variables" {
  description = "Names of the new component's variables by scope: inner are its own (the ones Terraform manages among them), outer and both the connection variables of its port. Values are sensitive."
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

output "api_ports" {
  description = "Every port of the component that was already in the app, as the platform lists it."
  value = {
    for p in data.rainbond_component_ports.api.ports : tostring(p.container_port) =>
    "${p.protocol} ${p.port_alias} inner=${p.is_inner_service} outer=${p.is_outer_service} service=${p.k8s_service_name}"
  }
}

output "app_domains" {
  description = "Domains of every HTTP rule of the app, by component alias and port."
  value       = [for r in data.rainbond_http_rules.app.rules : "${r.service_name}:${r.container_port} ${r.domain_name}"]
}

output "team_usage" {
  description = "CPU and memory in use by the team in the region, in percent."
  value = {
    for r in data.rainbond_team_resources.this.resources : r.team_name => {
      cpu_percent    = r.used_cpu_percentage
      memory_percent = r.used_memory_percentage
    }
  }
}

output "monitored_items" {
  description = "Metrics each component of the app reports. Their values change from one read to the next, so outputs show only the names."
  value = {
    for c in data.rainbond_app_monitor.this.components : c.service_cname => sort([for m in coalesce(c.monitors, []) : m.monitor_item])
  }
}
