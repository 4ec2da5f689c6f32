# The defaults fit the platform make quickstart starts from
# (platform.json: one region and the user's token, no team). Against a
# real platform, set region to one of yours; the rest is made here.

variable "team_alias" {
  description = "Display name of the new team (the platform generates its team_name)."
  type        = string
  default     = "Quickstart"
}

variable "region" {
  description = "Region (cluster) the team is opened in and everything runs in."
  type        = string
  default     = "rainbond-east"
}

variable "app_name" {
  description = "Name of the new app."
  type        = string
  default     = "shop"
}

variable "image" {
  description = "Container image of the web component."
  type        = string
  default     = "nginx:1.27"
}

variable "db_image" {
  description = "Container image of the database component."
  type        = string
  default     = "redis:7.4"
}

variable "db_end_point" {
  description = "End point of the region's gateway that forwards TCP to the database, ip:port (0.0.0.0: every address of the gateway)."
  type        = string
  default     = "0.0.0.0:30379"
}

variable "session_key" {
  description = "A secret the web component gets as the variable SESSION_KEY."
  type        = string
  default     = "quickstart-not-a-secret"
  sensitive   = true
}

variable "shop_domain" {
  description = "Custom domain of the web component's public port, served over HTTPS; its certificate and key are read from <domain>.crt and <domain>.key next to this file."
  type        = string
  default     = "shop.example.com"
}
