# A team opened in two regions. The platform generates the team's name
# (team_name); alias is the name the console shows. Other resources take
# the team by its id, so one apply can go from nothing to a running
# component.
resource "rainbond_team" "shop" {
  alias   = "Shop"
  regions = ["rainbond-east", "rainbond-west"] # add-only: the API cannot close a region
}

resource "rainbond_app" "shop" {
  team_id     = rainbond_team.shop.id
  region_name = "rainbond-east"
  app_name    = "shop"
}
