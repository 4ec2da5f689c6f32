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
  description = "Numeric id of the app the component is made in (see the rainbond_app data source to find it by name)."
  type        = number
  nullable    = false

  validation {
    condition     = var.app_id >= 1 && floor(var.app_id) == var.app_id
    error_message = "app_id must be a positive whole number."
  }
}

variable "component_name" {
  description = "Display name of the component (the console's service_cname), such as \"Storefront\". The platform cannot rename a component: changing it replaces the component."
  type        = string
  nullable    = false

  validation {
    condition     = length(var.component_name) >= 1 && length(var.component_name) <= 100 && trimspace(var.component_name) != ""
    error_message = "component_name must be 1 to 100 characters, not all blank."
  }
}

variable "k8s_name" {
  description = "Name of the component in the cluster (k8s_component_name), unique in the app: lower-case letters, digits and \"-\". Changing it replaces the component."
  type        = string
  nullable    = false

  validation {
    # It names the component's Kubernetes objects: a DNS label of at most 63
    # characters, the pattern of the console's is_qualified_name
    # (console/utils/validation.py). The component create does not check it
    # itself, so the module does, before anything is made.
    condition     = length(var.k8s_name) <= 63 && can(regex("^[a-z]([-a-z0-9]*[a-z0-9])?$", var.k8s_name))
    error_message = "k8s_name must start with a lower-case letter, end with a letter or digit, hold only lower-case letters, digits and \"-\", and be at most 63 characters."
  }
}

variable "image" {
  description = "Container image, such as \"nginx:1.27\" or \"registry.example.com/shop/web:2.3\". A new image is stored, then deployed, and the apply waits until the component runs again."
  type        = string
  nullable    = false

  validation {
    condition     = length(var.image) > 0 && !can(regex("\\s", var.image))
    error_message = "image must be an image reference, without white space."
  }
}

variable "env" {
  description = "Environment variables of the component, by name. Values are sensitive. The platform cannot delete a variable: a name removed here stays on the component (Terraform warns and forgets it)."
  type        = map(string)
  default     = {}
  nullable    = false
  sensitive   = true

  validation {
    # The platform's name_validator: a letter, then letters, digits and "_".
    condition     = alltrue([for name in keys(var.env) : length(name) <= 100 && can(regex("^[A-Za-z][A-Za-z0-9_]*$", name))])
    error_message = "Every name in env must be a letter followed by letters, digits and \"_\" (no \"-\" or \".\"), at most 100 characters."
  }

  validation {
    # SENSITIVE_ENV_NAMES of the platform, refused as new variables.
    condition = length(setintersection(keys(var.env), [
      "TENANT_ID", "SERVICE_ID", "TENANT_NAME", "SERVICE_NAME", "SERVICE_VERSION", "MEMORY_SIZE", "SERVICE_EXTEND_METHOD",
      "SLUG_URL", "DEPEND_SERVICE", "REVERSE_DEPEND_SERVICE", "POD_ORDER", "PATH", "POD_NET_IP", "LOG_MATCH",
    ])) == 0
    error_message = "env must not set a name the platform reserves: TENANT_ID, SERVICE_ID, TENANT_NAME, SERVICE_NAME, SERVICE_VERSION, MEMORY_SIZE, SERVICE_EXTEND_METHOD, SLUG_URL, DEPEND_SERVICE, REVERSE_DEPEND_SERVICE, POD_ORDER, PATH, POD_NET_IP, LOG_MATCH."
  }

  validation {
    condition     = alltrue([for v in values(var.env) : length(v) >= 1 && length(v) <= 1024 && trimspace(v) == v])
    error_message = "Every value in env must be 1 to 1024 characters, without white space around it (the platform strips it)."
  }
}

variable "container_port" {
  description = "Port the image listens on inside its container; the module makes it the component's public http port."
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
  description = "Id of a certificate of the team (rainbond_certificate.x.certificate_id, or one uploaded in the console), which serves the domain over HTTPS. Null serves plain HTTP (and removes a certificate set earlier)."
  type        = number
  default     = null

  validation {
    condition     = var.certificate_id == null || try(var.certificate_id >= 1 && floor(var.certificate_id) == var.certificate_id, false)
    error_message = "certificate_id must be a positive whole number, or null for plain HTTP."
  }
}
