# Integration tests against the mock gateway, which plays the platform:
# `make test-modules` starts it with tests/platform.json (an app that holds
# one other component, and a certificate of the team) and sets
# RAINBOND_BASE_URL and RAINBOND_TOKEN. The runs share one state, in order.

variables {
  team           = "web-team"
  region         = "test-region"
  app_id         = 1
  component_name = "Storefront"
  k8s_name       = "storefront"
  image          = "nginx:1.27"
  container_port = 8080
  domain         = "shop.example.com"
  env = {
    MODE    = "production"
    DB_HOST = "db"
  }
}

run "plan_shows_the_component_its_variables_port_and_domain" {
  command = plan

  assert {
    condition     = rainbond_component.this.image == "nginx:1.27" && rainbond_component.this.k8s_component_name == "storefront" && rainbond_component.this.running
    error_message = "the component must be made from the image, under its k8s name, and run"
  }

  assert {
    condition     = length(rainbond_component_env.this) == 1 && rainbond_component_env.this[0].variables["MODE"] == "production"
    error_message = "the variables must be set by one rainbond_component_env"
  }

  assert {
    condition     = rainbond_component_port.this.protocol == "http" && rainbond_component_port.this.is_inner_service && rainbond_component_port.this.is_outer_service
    error_message = "the port must be an http port with its inner and outer service open"
  }

  assert {
    condition     = rainbond_http_domain.this.domain_name == "shop.example.com" && rainbond_http_domain.this.domain_path == "/" && rainbond_http_domain.this.certificate_id == 0
    error_message = "without certificate_id the custom domain must be planned with the default path and no certificate"
  }
}

run "rejects_a_domain_in_upper_case" {
  command = plan

  variables {
    domain = "Shop.Example.com"
  }

  expect_failures = [var.domain]
}

run "rejects_a_port_out_of_range" {
  command = plan

  variables {
    container_port = 70000
  }

  expect_failures = [var.container_port]
}

run "rejects_a_variable_name_with_a_dash" {
  command = plan

  variables {
    env = { "DB-HOST" = "db" }
  }

  expect_failures = [var.env]
}

run "rejects_a_reserved_variable_name" {
  command = plan

  variables {
    env = { PATH = "/usr/bin" }
  }

  expect_failures = [var.env]
}

run "rejects_a_k8s_name_in_upper_case" {
  command = plan

  variables {
    k8s_name = "Storefront"
  }

  expect_failures = [var.k8s_name]
}

run "apply_deploys_the_image_on_the_domain" {
  assert {
    condition     = output.status == "running"
    error_message = "status is ${output.status}: the apply must wait until the component runs"
  }

  assert {
    condition     = output.url == "http://shop.example.com/"
    error_message = "url is ${output.url}, want http://shop.example.com/"
  }

  assert {
    condition     = length(output.component_id) == 32 && rainbond_component_port.this.service_id == output.component_id
    error_message = "the port must be made on the new component, ${output.component_id}"
  }

  assert {
    condition     = join(",", output.variable_names) == "DB_HOST,MODE"
    error_message = "variable_names must list the names the module sets"
  }

  assert {
    # The platform made this rule when the outer service opened: the
    # default rule (type 0) of port 8080, read as it is, with the domain
    # the platform generated.
    condition     = rainbond_http_rule.this.type == 0 && rainbond_http_rule.this.container_port == 8080 && rainbond_http_rule.this.is_outer_service
    error_message = "the adopted rule must be the default rule of port 8080"
  }

  assert {
    condition     = output.default_url == "http://${output.component_alias}-8080-web-team.apps.test.example.com/"
    error_message = "default_url is ${output.default_url}, want the generated domain"
  }

  assert {
    # The custom domain is a rule of its own, never the adopted one.
    condition     = length(output.rule_id) == 32 && output.rule_id != output.default_rule_id
    error_message = "rule_id must be the custom domain's own 32-character http_rule_id, got ${output.rule_id}"
  }

  assert {
    # No alias given: the platform's default is the component alias in
    # upper case followed by the port number.
    condition     = output.port_alias == "${upper(output.component_alias)}8080"
    error_message = "port_alias is ${output.port_alias}, want the platform's default"
  }

  assert {
    # The first port of a component gets its alias as internal domain name.
    condition     = output.internal_address == "${output.component_alias}:8080"
    error_message = "internal_address is ${output.internal_address}"
  }

  assert {
    condition     = output.port_id == "web-team/test-region/1/${output.component_id}/8080"
    error_message = "port_id is ${output.port_id}"
  }
}

run "a_new_image_a_certificate_and_a_path" {
  variables {
    image          = "nginx:1.28"
    certificate_id = 7
    path           = "/shop"
    port_alias     = "STOREFRONT"
    env = {
      MODE    = "maintenance"
      DB_HOST = "db"
    }
  }

  assert {
    # The same component, its new image deployed, running again.
    condition     = output.component_id == run.apply_deploys_the_image_on_the_domain.component_id && rainbond_component.this.image == "nginx:1.28" && output.status == "running"
    error_message = "the component must be updated in place, and run the new image"
  }

  assert {
    condition     = rainbond_component_env.this[0].variables["MODE"] == "maintenance"
    error_message = "the changed variable must be set"
  }

  assert {
    condition     = output.url == "https://shop.example.com/shop"
    error_message = "url is ${output.url}, want https://shop.example.com/shop"
  }

  assert {
    condition     = rainbond_http_domain.this.certificate_id == 7 && rainbond_http_domain.this.protocol == "https"
    error_message = "the custom domain must carry certificate 7 and report https"
  }

  assert {
    # The same rule as before, updated in place: a new one would mean the
    # port was replaced.
    condition     = output.rule_id == run.apply_deploys_the_image_on_the_domain.rule_id
    error_message = "the rule must be updated in place"
  }

  assert {
    condition     = output.port_alias == "STOREFRONT"
    error_message = "port_alias is ${output.port_alias}, want STOREFRONT"
  }
}

run "removing_the_certificate_goes_back_to_http" {
  variables {
    image          = "nginx:1.28"
    certificate_id = null
    port_alias     = "STOREFRONT"
  }

  assert {
    condition     = output.url == "http://shop.example.com/" && rainbond_http_domain.this.certificate_id == 0
    error_message = "url is ${output.url}; without a certificate the rule must serve plain HTTP"
  }
}
