# Two configurations of the provider, told apart by alias: an enterprise
# administrator's token for the regions, and a team member's token for the
# team's ports. The same pattern serves two platforms (a staging and a
# production console): one provider block per base_url.
terraform {
  required_providers {
    rainbond = {
      source  = "rainbond/rainbond"
      version = "~> 0.1"
    }
  }
}

variable "admin_token" {
  description = "Token of an enterprise administrator: adds and lists regions."
  type        = string
  sensitive   = true
}

variable "team_token" {
  description = "Token of a member of the team: manages its components' ports."
  type        = string
  sensitive   = true
}

provider "rainbond" {
  alias    = "admin"
  base_url = "https://rainbond.example.com"
  token    = var.admin_token
}

provider "rainbond" {
  alias    = "team"
  base_url = "https://rainbond.example.com"
  token    = var.team_token
}

# Each resource and data source names the configuration it uses.
data "rainbond_team_regions" "dev" {
  provider = rainbond.admin
  team_id  = "dev-team"
}

resource "rainbond_component_port" "api" {
  provider       = rainbond.team
  team_id        = "dev-team"
  region_name    = data.rainbond_team_regions.dev.regions[0].region_name
  app_id         = 1
  service_id     = "gr7b2e4d"
  container_port = 5000
  protocol       = "http"
}

# A module gets a configuration through its providers argument:
#
#   module "shop" {
#     source    = "./modules/shop"
#     providers = { rainbond = rainbond.team }
#   }
