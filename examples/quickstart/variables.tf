# The defaults name objects of the mock gateway's default fixture. Against a
# real platform, set them to a team, region, app and component of your own.

variable "team" {
  description = "Team name (or id) that owns the app."
  type        = string
  default     = "dev-team"
}

variable "region" {
  description = "Region (cluster) the app runs in."
  type        = string
  default     = "rainbond-east"
}

variable "app_name" {
  description = "Exact name of the app."
  type        = string
  default     = "shop"
}

variable "component" {
  description = "Component id or alias (service_alias) that gets the new ports."
  type        = string
  default     = "gr7b2e4d"
}

variable "shop_domain" {
  description = "Custom domain of the public port, served over HTTPS; its certificate and key are read from <domain>.crt and <domain>.key next to this file."
  type        = string
  default     = "shop.example.com"
}
