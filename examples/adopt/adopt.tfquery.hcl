# What to adopt: the ports and the HTTP rules of the app "shop" (id 1) of
# team dev-team in region rainbond-east, as the mock gateway's built-in
# fixture has it.
#
#   terraform query                                     # list what is found
#   terraform query -generate-config-out=generated.tf   # and write its configuration
#   terraform plan                                      # imports only
#   terraform apply

# Without service_ids the query lists the ports of every component of the
# app; service_ids narrows it to the components named.
list "rainbond_component_port" "shop" {
  provider = rainbond
  config {
    team_id     = "dev-team"
    region_name = "rainbond-east"
    app_id      = 1
    service_ids = ["gr3a9f1c", "gr7b2e4d", "gr5c8d0e"]
  }
}

list "rainbond_http_rule" "shop" {
  provider = rainbond
  config {
    team_name   = "dev-team"
    region_name = "rainbond-east"
    app_id      = 1
  }
}
