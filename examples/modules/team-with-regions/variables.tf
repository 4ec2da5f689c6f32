variable "alias" {
  description = "Display name of the team, as the console shows it; changed in place. The platform generates the team's name (team_name) itself."
  type        = string
  nullable    = false

  validation {
    # The console's limit of a team alias; it trims the alias on create but
    # not on update, so surrounding blanks would come back as a change.
    condition     = length(var.alias) >= 1 && length(var.alias) <= 24 && trimspace(var.alias) == var.alias
    error_message = "alias must be 1 to 24 characters, without blanks around it."
  }
}

variable "regions" {
  description = "Names of the regions (clusters) the team is opened in. Add-only: the platform's API cannot close a team's region, so the provider refuses at plan time a region removed from this set."
  type        = set(string)
  nullable    = false

  validation {
    condition     = length(var.regions) >= 1
    error_message = "regions must name at least one region: a team opened nowhere can hold no app."
  }

  validation {
    condition     = alltrue([for r in var.regions : length(r) > 0 && trimspace(r) == r && !strcontains(r, "/")])
    error_message = "Every region must be a region name (region_name), without blanks around it or \"/\"."
  }
}

variable "apps" {
  description = "Apps to make in the team, by name: the region of each (one of regions) and an optional note. The platform cannot change an app: a new region or note replaces it."
  type = map(object({
    region = string
    note   = optional(string, "")
  }))
  default  = {}
  nullable = false

  validation {
    condition     = alltrue([for a in values(var.apps) : contains(var.regions, a.region)])
    error_message = "Every app's region must be one of regions: the team is open only there."
  }

  validation {
    # The platform's rule for an app name: letters, digits, Chinese
    # characters, "_", "." and "-", at most 128 characters.
    condition     = alltrue([for name in keys(var.apps) : length(name) <= 128 && can(regex("^[-_.a-zA-Z0-9\\p{Han}]+$", name))])
    error_message = "Every app name must be 1 to 128 letters, digits, Chinese characters, \"_\", \".\" or \"-\"."
  }

  validation {
    # The platform strips a note's blanks, which would come back as a change.
    condition     = alltrue([for a in values(var.apps) : trimspace(a.note) == a.note])
    error_message = "An app's note must not begin or end with blanks (the platform strips them)."
  }
}
