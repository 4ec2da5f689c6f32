data "rainbond_team_resources" "usage" {
  teams = [
    { tenant_id = "6a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d", region_name = "rainbond" },
    { tenant_id = "0f1e2d3c4b5a69788796a5b4c3d2e1f0", region_name = "rainbond" },
  ]
}

output "memory_percent" {
  value = { for r in data.rainbond_team_resources.usage.resources : r.team_name => r.used_memory_percentage }
}

# Teams the server skipped, for example because they are not open in the region.
output "not_reported" {
  value = data.rainbond_team_resources.usage.missing
}
