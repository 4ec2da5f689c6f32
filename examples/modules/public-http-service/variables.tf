variable "team" {
  description = "Team that owns the app: its name or its tenant id."
  type        = string
  nullable    = false

  validation {
    condition     = length(var.team) > 0 && !strcontains(var.team, "/")
    error_message = "team must be a team name or tenant id, without \"/\"."
  }
}

variable "region" {
  description = "Region (cluster) the app runs in, by region_name."
  type        = string
  nullable    = false

  validation {
    condition     = length(var.region) > 0 && !strcontains(var.region, "/")
    error_message = "region must be a region name, without \"/\"."
  }
}

variable "app_id" {
  description = "Numeric id of the app that holds the component (see the rainbond_app data source to find it by name)."
  type        = number
  nullable    = false

  validation {
    condition     = var.app_id >= 1 && floor(var.app_id) == var.app_id
    error_message = "app_id must be a positive whole number."
  }
}

variable "component" {
  description = "Component that serves the traffic: its id or its alias (service_alias, such as \"gr7b2e4d\")."
  type        = string
  nullable    = false

  validation {
    condition     = can(regex("^[A-Za-z0-9][A-Za-z0-9_-]*$", var.component))
    error_message = "component must be a component id or alias: letters, digits, \"-\" and \"_\"."
  }
}

variable "container_port" {
  description = "Port the component listens on inside its container. The module creates it; it must not exist yet."
  type        = number
  nullable    = false

  validation {
    condition     = var.container_port >= 1 && var.container_port <= 65535 && floor(var.container_port) == var.container_port
    error_message = "container_port must be a whole number from 1 to 65535."
  }
}

variable "port_alias" {
  description = "Alias of the port, the prefix of the environment variables (<ALIAS>_HOST, <ALIAS>_PORT) other components see. Null lets the platform choose one."
  type        = string
  default     = null

  validation {
    condition     = var.port_alias == null || can(regex("^[A-Z][A-Z0-9_]*$", var.port_alias))
    error_message = "port_alias must be upper-case letters, digits and \"_\", starting with a letter."
  }
}

variable "domain" {
  description = "Public domain of the service, such as \"shop.example.com\"."
  type        = string
  nullable    = false

  validation {
    # Lower case only: the platform stores domains as given, and a mixed-case
    # domain would never match what browsers send.
    condition     = length(var.domain) <= 253 && can(regex("^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$", var.domain))
    error_message = "domain must be a lower-case DNS name such as \"shop.example.com\", at most 253 characters."
  }
}

variable "path" {
  description = "Path prefix the custom domain routes to the port."
  type        = string
  default     = "/"
  nullable    = false

  validation {
    condition     = startswith(var.path, "/") && !strcontains(var.path, " ")
    error_message = "path must start with \"/\" and contain no spaces."
  }
}

variable "certificate_id" {
  description = "Id of a certificate already uploaded to the platform, which turns the custom domain into HTTPS. Null serves plain HTTP (and removes a certificate set earlier)."
  type        = number
  default     = null

  validation {
    condition     = var.certificate_id == null || try(var.certificate_id >= 1 && floor(var.certificate_id) == var.certificate_id, false)
    error_message = "certificate_id must be a positive whole number, or null for plain HTTP."
  }
}
