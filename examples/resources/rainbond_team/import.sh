# The team's tenant id, or its name (team_name), which the import turns
# into the tenant id.
terraform import rainbond_team.shop 8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6
