# Unit tests of the module's own logic (validations, the URL, the wiring of
# component to variables, port, rule and domain) with mock_provider: no
# platform and no mock gateway, only the provider's schema. Computed values
# come from the defaults below, so these runs cannot tell what the platform
# would do: that a certificate turns the rule into https, say, is given here
# by an override and checked for real in mock_gateway.tftest.hcl.

mock_provider "rainbond" {
  mock_resource "rainbond_component" {
    defaults = {
      service_id    = "2cb42372e0874813ebae60c54eec9ba1"
      service_alias = "gr2cb423"
      status        = "running"
    }
  }

  mock_resource "rainbond_component_port" {
    defaults = {
      mapping_port = 8080
    }
  }

  mock_resource "rainbond_http_rule" {
    defaults = {
      rule_id     = "5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b"
      domain_name = "gr2cb423-8080-web-team.apps.test.example.com"
      protocol    = "http"
    }
  }

  mock_resource "rainbond_http_domain" {
    defaults = {
      rule_id  = "6c2e4d0f1a8b5f3d9e7c5b3a1f2d4e6c"
      protocol = "http"
    }
  }
}

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
    MODE = "production"
  }
}

run "everything_hangs_on_the_new_component" {
  assert {
    condition     = rainbond_component.this.k8s_component_name == "storefront" && rainbond_component.this.component_name == "Storefront" && rainbond_component.this.image == "nginx:1.27"
    error_message = "the component must take the names and the image"
  }

  assert {
    condition     = rainbond_component_env.this[0].service_id == rainbond_component.this.service_id && rainbond_component_env.this[0].variables["MODE"] == "production"
    error_message = "the variables must be set on the new component"
  }

  assert {
    condition     = rainbond_component_port.this.service_id == rainbond_component.this.service_id && rainbond_component_port.this.container_port == 8080
    error_message = "the port must be made on the new component"
  }

  assert {
    condition     = rainbond_http_rule.this.service_id == rainbond_component.this.service_id && rainbond_http_rule.this.container_port == 8080
    error_message = "the default rule must be adopted from the module's port"
  }

  assert {
    condition     = rainbond_http_domain.this.service_id == rainbond_component.this.service_id && rainbond_http_domain.this.container_port == 8080
    error_message = "the custom domain must be made on the module's port"
  }

  assert {
    condition     = output.url == "http://shop.example.com/" && output.component_id == "2cb42372e0874813ebae60c54eec9ba1"
    error_message = "url is ${output.url}, component_id ${output.component_id}"
  }

  # internal_address comes from the rainbond_component_ports data source,
  # whose nested list a mock provider cannot fill: mock_gateway.tftest.hcl
  # checks it against the platform.
}

run "no_variables_no_env_resource" {
  # A state of its own, so that the env resource is not planned for
  # destruction from the run above.
  state_key = "no-env"
  command   = plan

  variables {
    env = {}
  }

  assert {
    condition     = length(rainbond_component_env.this) == 0 && length(output.variable_names) == 0
    error_message = "an empty env must make no rainbond_component_env"
  }
}

run "an_https_rule_gives_an_https_url" {
  # A state of its own: in the shared one the rule already exists, and its
  # protocol, kept from state, would not take the override.
  state_key = "https"

  variables {
    certificate_id = 3
    path           = "/api"
  }

  override_resource {
    target = rainbond_http_domain.this
    values = {
      protocol = "httpandhttps"
    }
  }

  assert {
    condition     = output.url == "https://shop.example.com/api"
    error_message = "url is ${output.url}"
  }
}

run "rejects_certificate_zero" {
  command = plan

  variables {
    certificate_id = 0
  }

  expect_failures = [var.certificate_id]
}

run "rejects_a_lower_case_port_alias" {
  command = plan

  variables {
    port_alias = "web"
  }

  expect_failures = [var.port_alias]
}

run "rejects_a_path_without_a_leading_slash" {
  command = plan

  variables {
    path = "shop"
  }

  expect_failures = [var.path]
}

run "rejects_a_blank_component_name" {
  command = plan

  variables {
    component_name = "   "
  }

  expect_failures = [var.component_name]
}

run "rejects_a_k8s_name_ending_in_a_dash" {
  command = plan

  variables {
    k8s_name = "storefront-"
  }

  expect_failures = [var.k8s_name]
}

run "rejects_an_image_with_spaces" {
  command = plan

  variables {
    image = "nginx 1.27"
  }

  expect_failures = [var.image]
}

run "rejects_a_value_with_white_space_around_it" {
  command = plan

  variables {
    env = { MODE = " production" }
  }

  expect_failures = [var.env]
}

run "rejects_a_name_starting_with_a_digit" {
  command = plan

  variables {
    env = { "1MODE" = "production" }
  }

  expect_failures = [var.env]
}
