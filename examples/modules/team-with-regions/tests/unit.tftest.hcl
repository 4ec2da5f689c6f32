# Unit tests of the module's own logic (validations, the wiring of the
# apps to the team, the outputs) with mock_provider: no platform and no
# mock gateway, only the provider's schema. Computed values come from the
# defaults below; mock_gateway.tftest.hcl checks what the platform does.

mock_provider "rainbond" {
  mock_resource "rainbond_team" {
    defaults = {
      id        = "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
      team_id   = "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
      team_name = "k3v9x2qa"
    }
  }

  mock_resource "rainbond_app" {
    defaults = {
      app_id = 12
    }
  }
}

variables {
  alias   = "Shop"
  regions = ["east", "west"]
  apps = {
    storefront = { region = "east" }
    warehouse  = { region = "west", note = "Stock" }
  }
}

run "the_apps_are_made_in_the_team" {
  assert {
    condition     = alltrue([for a in rainbond_app.this : a.team_id == "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"])
    error_message = "every app must take the team's id"
  }

  assert {
    condition     = rainbond_app.this["storefront"].region_name == "east" && rainbond_app.this["warehouse"].region_name == "west" && rainbond_app.this["storefront"].note == "" && rainbond_app.this["warehouse"].note == "Stock"
    error_message = "each app must be made in its region, with its note (empty when none is given)"
  }

  assert {
    condition     = output.team_id == "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6" && output.team_name == "k3v9x2qa" && output.app_ids == { storefront = 12, warehouse = 12 }
    error_message = "the outputs must pass the team's ids and the apps' ids on"
  }

  assert {
    condition     = output.regions == tolist(["east", "west"])
    error_message = "regions must be the configured regions, sorted: ${jsonencode(output.regions)}"
  }
}

run "no_apps_no_app_resource" {
  state_key = "no-apps"
  command   = plan

  variables {
    apps = {}
  }

  assert {
    condition     = length(rainbond_app.this) == 0
    error_message = "an empty apps must make no rainbond_app"
  }
}

run "rejects_an_alias_too_long" {
  command = plan

  variables {
    alias = "A team name far longer than 24"
  }

  expect_failures = [var.alias]
}

run "rejects_an_empty_alias" {
  command = plan

  variables {
    alias = ""
  }

  expect_failures = [var.alias]
}

run "rejects_a_region_with_a_slash" {
  command = plan

  variables {
    regions = ["east/1"]
    apps    = {}
  }

  expect_failures = [var.regions]
}

run "rejects_an_app_name_with_a_space" {
  command = plan

  variables {
    apps = {
      "store front" = { region = "east" }
    }
  }

  expect_failures = [var.apps]
}

run "rejects_a_note_with_blanks_around_it" {
  command = plan

  variables {
    apps = {
      storefront = { region = "east", note = "The shop\n" }
    }
  }

  expect_failures = [var.apps]
}
