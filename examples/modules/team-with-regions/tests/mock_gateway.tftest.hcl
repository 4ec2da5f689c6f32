# Integration tests against the mock gateway, which plays the platform:
# `make test-modules` starts it with tests/platform.json (two regions and
# the user's token, no team) and sets RAINBOND_BASE_URL and RAINBOND_TOKEN.
# The runs share one state, in order.

variables {
  alias   = "Shop"
  regions = ["east"]
  apps = {
    storefront = { region = "east", note = "The shop" }
  }
}

run "plan_shows_the_team_and_its_app" {
  command = plan

  assert {
    condition     = rainbond_team.this.alias == "Shop" && rainbond_team.this.regions == toset(["east"])
    error_message = "the team must be planned with its alias and its region"
  }

  assert {
    condition     = rainbond_app.this["storefront"].region_name == "east" && rainbond_app.this["storefront"].note == "The shop"
    error_message = "the app must be planned in its region, with its note"
  }
}

run "rejects_an_alias_with_blanks_around_it" {
  command = plan

  variables {
    alias = " Shop"
  }

  expect_failures = [var.alias]
}

run "rejects_no_region" {
  command = plan

  variables {
    regions = []
    apps    = {}
  }

  expect_failures = [var.regions]
}

run "rejects_an_app_outside_the_regions" {
  command = plan

  variables {
    apps = {
      storefront = { region = "west" }
    }
  }

  expect_failures = [var.apps]
}

run "apply_makes_the_team_open_in_east_with_its_app" {
  assert {
    condition     = length(output.team_id) == 32 && can(regex("^[a-z0-9]{8}$", output.team_name))
    error_message = "the team must get a tenant id and a generated name, got ${output.team_id} and ${output.team_name}"
  }

  assert {
    condition     = output.alias == "Shop" && output.regions == tolist(["east"])
    error_message = "the team must keep its alias and be open in east only, got ${jsonencode(output.regions)}"
  }

  assert {
    # The platform's own view of the team's regions, read after the opening.
    condition     = keys(output.region_domains) == ["east"] && output.region_domains["east"].status == "1" && output.region_domains["east"].httpdomain == "apps.east.test.example.com" && output.region_domains["east"].tcpdomain == "10.30.0.1"
    error_message = "region_domains must show east, enabled, with its domains: ${jsonencode(output.region_domains)}"
  }

  assert {
    condition     = output.app_ids["storefront"] >= 1 && rainbond_app.this["storefront"].tenant_id == output.team_id
    error_message = "the app must be made in the new team"
  }
}

run "a_new_region_and_alias_change_the_team_in_place" {
  variables {
    alias   = "Shop EU"
    regions = ["east", "west"]
    apps = {
      storefront = { region = "east", note = "The shop" }
      warehouse  = { region = "west" }
    }
  }

  assert {
    # The same team: opening a region and renaming are updates, not a
    # replacement (which would delete the team with its apps).
    condition     = output.team_id == run.apply_makes_the_team_open_in_east_with_its_app.team_id && output.team_name == run.apply_makes_the_team_open_in_east_with_its_app.team_name
    error_message = "the team must be updated in place"
  }

  assert {
    condition     = output.alias == "Shop EU" && output.regions == tolist(["east", "west"])
    error_message = "the team must be renamed and open in both regions, got ${output.alias} ${jsonencode(output.regions)}"
  }

  assert {
    condition     = keys(output.region_domains) == ["east", "west"] && output.region_domains["west"].httpdomain == "apps.west.test.example.com"
    error_message = "region_domains must list both regions: ${jsonencode(output.region_domains)}"
  }

  assert {
    condition     = output.app_ids["storefront"] == run.apply_makes_the_team_open_in_east_with_its_app.app_ids["storefront"] && rainbond_app.this["warehouse"].region_name == "west"
    error_message = "the first app must stay and the second be made in west"
  }
}
