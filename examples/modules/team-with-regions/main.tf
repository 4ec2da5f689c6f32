# The team, opened in its regions. The platform generates its name
# (team_name); every other resource takes it by its id. Opening a region is
# add-only: the platform's API has no call that closes one, so the provider
# refuses at plan time a region removed from the set.
resource "rainbond_team" "this" {
  alias   = var.alias
  regions = var.regions
}

# The apps, each in one of the team's regions. The reference to the team's
# id makes Terraform wait until the team is open in its regions.
resource "rainbond_app" "this" {
  for_each = var.apps

  team_id     = rainbond_team.this.id
  region_name = each.value.region
  app_name    = each.key
  note        = each.value.note
}

# The regions as the team sees them: domains for HTTP and TCP access, and
# whether each is enabled. Read after the team is opened in them.
data "rainbond_team_regions" "this" {
  team_id = rainbond_team.this.id
}
