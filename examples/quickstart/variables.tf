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

variable "image" {
  description = "Container image of the new component."
  type        = string
  default     = "nginx:1.27"
}

variable "session_key" {
  description = "A secret the new component gets as the variable SESSION_KEY."
  type        = string
  default     = "quickstart-not-a-secret"
  sensitive   = true
}

variable "component" {
  description = "Component id or alias (service_alias) of a component already in the app, which gets a metrics port."
  type        = string
  default     = "gr7b2e4d"
}

variable "shop_domain" {
  description = "Custom domain of the new component's public port, served over HTTPS; its certificate and key are read from <domain>.crt and <domain>.key next to this file."
  type        = string
  default     = "shop.example.com"
}
