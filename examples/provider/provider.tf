terraform {
  required_providers {
    rainbond = {
      source = "rainbond/rainbond"
    }
  }
}

# base_url and token are read from RAINBOND_BASE_URL and RAINBOND_TOKEN when
# they are not set here, which keeps the token out of the configuration.
provider "rainbond" {}
