variable "region_cert" {
  type      = string
  sensitive = true
}

variable "region_key" {
  type      = string
  sensitive = true
}

variable "region_ca" {
  type      = string
  sensitive = true
}

resource "rainbond_region" "edge" {
  region_name  = "edge-1"
  region_alias = "Edge 1"
  url          = "https://192.0.2.10:8443"
  wsurl        = "ws://192.0.2.10:6060"
  httpdomain   = "apps.edge.example.com"
  tcpdomain    = "192.0.2.10"
  desc         = "edge cluster"
  scope        = "private"
  status       = 1

  # Write-only (Terraform 1.11+): sent once when the region is added, never
  # kept in plan or state.
  cert_file   = var.region_cert
  key_file    = var.region_key
  ssl_ca_cert = var.region_ca

  # Lets refresh read the region through this team's region list.
  team_id = "my-team"

  # The enterprise the region joins comes from the provider's enterprise_id
  # (or RAINBOND_ENTERPRISE_ID); set it here to override that.
  # enterprise_id = "e0c4a7d2b9f14e3c8a6b5d2f1c0e9a87"
}
