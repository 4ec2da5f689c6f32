# Unit tests of the module's own logic (validations, the URL, the wiring of
# port to rule) with mock_provider: no platform and no mock gateway, only the
# provider's schema. Computed values come from the defaults below, so these
# runs cannot tell what the platform would do: that a certificate turns the
# rule into https, say, is given here by an override and checked for real in
# mock_gateway.tftest.hcl.

mock_provider "rainbond" {
  mock_data "rainbond_component" {
    defaults = {
      service_cname = "storefront-web"
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
      domain_name = "gr5f1e2d-8080-web-team.apps.test.example.com"
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
  component      = "gr5f1e2d"
  container_port = 8080
  domain         = "shop.example.com"
}

run "the_rule_follows_the_port" {
  assert {
    condition     = rainbond_http_rule.this.service_id == data.rainbond_component.this.service_id && rainbond_http_rule.this.container_port == 8080
    error_message = "the default rule must be adopted from the module's port, by the id the component read gives"
  }

  assert {
    condition     = rainbond_http_domain.this.service_id == data.rainbond_component.this.service_id && rainbond_http_domain.this.container_port == 8080
    error_message = "the custom domain must be made on the module's port"
  }

  assert {
    condition     = output.url == "http://shop.example.com/"
    error_message = "url is ${output.url}"
  }

  # internal_address comes from the rainbond_component_ports data source,
  # whose nested list a mock provider cannot fill: mock_gateway.tftest.hcl
  # checks it against the platform.
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
