# The variables this resource holds; the component's other variables are
# left alone. Removing a name leaves it on the platform (the API cannot
# delete one): Terraform warns and forgets it.
resource "rainbond_component_env" "web" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = rainbond_component.web.service_id

  variables = {
    DB_HOST = "orders-db"
    MODE    = "production"
  }
  notes = {
    MODE = "run mode of the shop"
  }

  # The default: a change of values is followed by a rolling upgrade of
  # the running component, waited for.
  upgrade_on_change = true
}
