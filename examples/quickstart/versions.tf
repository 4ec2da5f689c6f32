terraform {
  required_version = ">= 1.11"

  required_providers {
    rainbond = {
      source  = "rainbond/rainbond"
      version = "~> 0.1"
    }
  }
}

# The address and the token come from RAINBOND_BASE_URL and RAINBOND_TOKEN.
provider "rainbond" {}
