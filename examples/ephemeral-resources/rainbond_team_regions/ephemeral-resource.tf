terraform {
  required_providers {
    rainbond = {
      source  = "rainbond/rainbond"
      version = "~> 0.1"
    }
    # A generic REST provider, to call the region's own API.
    restapi = {
      source  = "Mastercard/restapi"
      version = "~> 2.0"
    }
  }
}

# The regions of a team, tokens included, read at plan and apply and never
# stored (Terraform 1.10+, OpenTofu 1.11+).
ephemeral "rainbond_team_regions" "edge" {
  team_id = "dev-team"
  query   = "edge-1"
}

locals {
  # one() fails the plan unless exactly one region is named edge-1.
  edge = one([for r in ephemeral.rainbond_team_regions.edge.regions : r if r.region_name == "edge-1"])
}

# A provider configured with the region's API address and token: the token
# reaches it, but no plan or state file holds it.
provider "restapi" {
  alias = "edge_region"
  uri   = local.edge.url
  headers = {
    Authorization = local.edge.token
  }
}
