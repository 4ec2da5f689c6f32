terraform {
  # Variable validations that refer to other variables need 1.9; the
  # provider's write-only attributes need 1.11.
  required_version = ">= 1.11"

  required_providers {
    rainbond = {
      source  = "rainbond/rainbond"
      version = "~> 0.1"
    }
  }
}
