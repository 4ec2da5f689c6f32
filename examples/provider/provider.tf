terraform {
  required_providers {
    rainbond = {
      source  = "rainbond/rainbond"
      version = "~> 0.1"
    }
  }
}

# Leave base_url and token out to take them from RAINBOND_BASE_URL and
# RAINBOND_TOKEN, which keeps the token out of the configuration:
#
#   provider "rainbond" {}
#
# Or set them here, the token through a sensitive variable.
variable "rainbond_token" {
  description = "Access token from the console's Access Token page."
  type        = string
  sensitive   = true
}

provider "rainbond" {
  base_url = "https://rainbond.example.com" # the console address, without /openapi/v1
  token    = var.rainbond_token

  # Optional; the defaults suit most platforms.
  request_timeout = "30s" # one HTTP attempt
  max_retries     = 4     # for 429, 502, 503, 504 and connection errors
  # ca_cert_file  = "company-ca.pem" # for a platform behind a private CA
  # enterprise_id = "e0c4a7d2b9f14e3c8a6b5d2f1c0e9a87" # only to add regions; or RAINBOND_ENTERPRISE_ID

  # Behind mutual TLS, the client certificate and its key:
  # client_cert_file = "terraform.crt"
  # client_key_file  = "terraform.key"

  # Behind a proxy that refuses bursts of requests (HTTP 429):
  # max_requests_per_second = 10
}
