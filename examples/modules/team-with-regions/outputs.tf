output "team_id" {
  description = "Tenant id of the team, which every other resource of the provider takes as team_id."
  value       = rainbond_team.this.id
}

output "team_name" {
  description = "Name of the team, which the platform generated (8 characters of [a-z0-9]); data sources such as rainbond_http_rules take it as team_name."
  value       = rainbond_team.this.team_name
}

output "alias" {
  description = "Display name of the team."
  value       = rainbond_team.this.alias
}

output "regions" {
  description = "Names of the regions the team is open in, sorted."
  value       = sort(rainbond_team.this.regions)
}

output "region_domains" {
  description = "For each region the team is open in: its alias, its status code (1 = enabled), and the root domains of HTTP and TCP access."
  value = {
    for r in data.rainbond_team_regions.this.regions : r.region_name => {
      alias      = r.region_alias
      status     = r.status
      httpdomain = r.httpdomain
      tcpdomain  = r.tcpdomain
    }
  }
}

output "app_ids" {
  description = "Id of each app, by name, which components and rules take as app_id."
  value       = { for name, app in rainbond_app.this : name => app.app_id }
}
