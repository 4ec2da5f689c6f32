# Every region the team is open in; all pages are fetched. The tokens stay
# out of the state: the ephemeral resource rainbond_team_regions gives them.
data "rainbond_team_regions" "all" {
  team_id = "dev-team"
}

# Only the regions whose name contains a text, ignoring case.
data "rainbond_team_regions" "shanghai" {
  team_id = "dev-team"
  query   = "shanghai"
}

output "enabled_regions" {
  value = [for r in data.rainbond_team_regions.all.regions : r.region_name if r.status == "1"]
}
