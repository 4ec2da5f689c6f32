# Integration tests against the mock gateway, which plays the platform:
# `make test-modules` starts it with tests/platform.json and sets
# RAINBOND_BASE_URL and RAINBOND_TOKEN. The runs share one state, in order.

variables {
  team           = "web-team"
  region         = "test-region"
  app_id         = 1
  component      = "gr5f1e2d"
  container_port = 8080
  domain         = "shop.example.com"
}

run "plan_shows_a_public_http_port_and_its_rule" {
  command = plan

  assert {
    condition     = rainbond_component_port.this.protocol == "http" && rainbond_component_port.this.is_inner_service && rainbond_component_port.this.is_outer_service
    error_message = "the port must be an http port with its inner and outer service open"
  }

  assert {
    condition     = rainbond_http_domain.this.domain_name == "shop.example.com" && rainbond_http_domain.this.domain_path == "/"
    error_message = "the custom domain must take the domain and the default path"
  }

  assert {
    condition     = rainbond_http_domain.this.certificate_id == 0
    error_message = "without certificate_id the custom domain must be planned without a certificate"
  }

  assert {
    condition     = output.component_name == "storefront-web"
    error_message = "the component is read at plan time: its name is known"
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

run "apply_opens_the_port_and_adopts_its_rule" {
  assert {
    condition     = output.url == "http://shop.example.com/"
    error_message = "url is ${output.url}, want http://shop.example.com/"
  }

  assert {
    # The platform made this rule when the outer service opened: the
    # default rule (type 0) of port 8080, read as it is, with the domain the
    # platform generated.
    condition     = rainbond_http_rule.this.type == 0 && rainbond_http_rule.this.container_port == 8080 && rainbond_http_rule.this.is_outer_service
    error_message = "the adopted rule must be the default rule of port 8080"
  }

  assert {
    condition     = output.default_url == "http://gr5f1e2d-8080-web-team.apps.test.example.com/"
    error_message = "default_url is ${output.default_url}, want the generated domain"
  }

  assert {
    # The custom domain is a rule of its own, never the adopted one.
    condition     = length(output.rule_id) == 32 && output.rule_id != output.default_rule_id
    error_message = "rule_id must be the custom domain's own 32-character http_rule_id, got ${output.rule_id}"
  }

  assert {
    # No alias given: the platform's default is the component alias in upper
    # case followed by the port number.
    condition     = output.port_alias == "GR5F1E2D8080"
    error_message = "port_alias is ${output.port_alias}, want the platform's default GR5F1E2D8080"
  }

  assert {
    # The first port of a component gets its alias as internal domain name.
    condition     = output.internal_address == "gr5f1e2d:8080"
    error_message = "internal_address is ${output.internal_address}, want gr5f1e2d:8080"
  }

  assert {
    condition     = output.port_id == "web-team/test-region/1/${data.rainbond_component.this.service_id}/8080"
    error_message = "port_id is ${output.port_id}"
  }
}

run "a_certificate_and_a_path_make_an_https_url" {
  variables {
    certificate_id = 7
    path           = "/shop"
    port_alias     = "STOREFRONT"
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
    # The same rule as before, updated in place: adopting a new one would
    # mean the port was replaced.
    condition     = output.rule_id == run.apply_opens_the_port_and_adopts_its_rule.rule_id
    error_message = "the rule must be updated in place"
  }

  assert {
    condition     = output.port_alias == "STOREFRONT"
    error_message = "port_alias is ${output.port_alias}, want STOREFRONT"
  }
}

run "removing_the_certificate_goes_back_to_http" {
  variables {
    certificate_id = null
  }

  assert {
    condition     = output.url == "http://shop.example.com/" && rainbond_http_domain.this.certificate_id == 0
    error_message = "url is ${output.url}; without a certificate the rule must serve plain HTTP"
  }
}
