output "regions" {
  description = "Regions the team is open in, with their status code (1 = enabled)."
  value       = { for r in data.rainbond_team_regions.all.regions : r.region_name => r.status }
}

output "apps" {
  description = "Apps of the team in the region, by name."
  value       = { for a in data.rainbond_apps.all.apps : a.group_name => a.id }
}

output "component" {
  description = "The component that got the ports."
  value = {
    name   = data.rainbond_component.this.service_cname
    image  = data.rainbond_component.this.image
    status = data.rainbond_component.this.status
  }
}

output "ports" {
  description = "Every port of the component, as the platform lists it."
  value = {
    for p in data.rainbond_component_ports.this.ports : tostring(p.container_port) =>
    "${p.protocol} ${p.port_alias} inner=${p.is_inner_service} outer=${p.is_outer_service} service=${p.k8s_service_name}"
  }
}

output "public_rule_id" {
  description = "Id of the HTTP rule adopted from the public port."
  value       = rainbond_http_rule.public.rule_id
}

output "public_url" {
  description = "Where the public port is reachable, under the domain the platform generated."
  value       = "${rainbond_http_rule.public.protocol}://${rainbond_http_rule.public.domain_name}${rainbond_http_rule.public.domain_path}"
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

output "shop_url" {
  description = "The custom domain, served with the team's certificate until it expires."
  value       = "${rainbond_http_domain.shop.protocol}://${rainbond_http_domain.shop.domain_name}${rainbond_http_domain.shop.domain_path} (certificate ${rainbond_certificate.shop.alias}, valid until ${rainbond_certificate.shop.not_after})"
}

output "shop_rule_id" {
  description = "Id of the custom domain's HTTP rule, which Terraform created."
  value       = rainbond_http_domain.shop.rule_id
}
