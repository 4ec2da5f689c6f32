# The configuration that `terraform query -generate-config-out` adds to:
# only the provider. base_url and token come from RAINBOND_BASE_URL and
# RAINBOND_TOKEN.
terraform {
  required_version = ">= 1.14"
  required_providers {
    rainbond = {
      source  = "rainbond/rainbond"
      version = "~> 0.1"
    }
  }
}

provider "rainbond" {}
