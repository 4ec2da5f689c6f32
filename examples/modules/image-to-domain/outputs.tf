output "url" {
  description = "Public URL of the service: scheme, domain and path."
  # The platform reports http for a rule without a certificate, and https
  # (or an http-and-https variant) for one with a certificate.
  value = format("%s://%s%s",
    rainbond_http_domain.this.protocol == "http" ? "http" : "https",
    rainbond_http_domain.this.domain_name,
    rainbond_http_domain.this.domain_path,
  )
}

output "component_id" {
  description = "Id of the component (service_id), which every other resource of the provider takes as service_id."
  value       = rainbond_component.this.service_id
}

output "component_alias" {
  description = "Alias of the component (service_alias), chosen by the platform."
  value       = rainbond_component.this.service_alias
}

output "status" {
  description = "Status of the component as last read, such as running."
  value       = rainbond_component.this.status
}

output "variable_names" {
  description = "Names of the variables the module sets (the values stay sensitive)."
  value       = nonsensitive(sort(keys(var.env)))
}

output "rule_id" {
  description = "http_rule_id of the custom domain that serves the public domain, for imports and for the rainbond_http_rules data source."
  value       = rainbond_http_domain.this.rule_id
}

output "default_url" {
  description = "URL of the port's default rule, under the domain the platform generated for it."
  value       = "http://${rainbond_http_rule.this.domain_name}/"
}

output "default_rule_id" {
  description = "http_rule_id of the port's default rule, which the module adopts and reads."
  value       = rainbond_http_rule.this.rule_id
}

output "port_id" {
  description = "Id of the port resource: team/region/app/component/port."
  value       = rainbond_component_port.this.id
}

output "port_alias" {
  description = "Alias of the port, as given or as the platform chose it."
  value       = rainbond_component_port.this.port_alias
}

output "internal_address" {
  description = "Host and port under which other components of the cluster reach the service."
  value = format("%s:%d",
    try(one([for p in data.rainbond_component_ports.this.ports : p.k8s_service_name if p.container_port == rainbond_component_port.this.container_port]), ""),
    coalesce(rainbond_component_port.this.mapping_port, rainbond_component_port.this.container_port),
  )
}
