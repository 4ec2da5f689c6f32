# A database that runs outside the cluster, reached by the app's other
# components as a component of the app. The API cannot read the endpoints
# back or change them: a change replaces the component.
resource "rainbond_third_party_component" "external_db" {
  team_id        = "dev-team"
  region_name    = "rainbond"
  app_id         = 12
  component_name = "external-db"
  endpoints_type = "static"
  endpoints      = ["10.0.8.21:5432", "10.0.8.22:5432"]
}

# Instances registered later through the platform's API: api_url takes
# them, authorised with api_service_key.
resource "rainbond_third_party_component" "registered" {
  team_id        = "dev-team"
  region_name    = "rainbond"
  app_id         = 12
  component_name = "partner-api"
  endpoints_type = "api"
}

output "registration_url" {
  value = rainbond_third_party_component.registered.api_url
}

output "registration_key" {
  value     = rainbond_third_party_component.registered.api_service_key
  sensitive = true
}
