# Rolling upgrade of every component of app 12 after a change of their
# settings, run after each change of the variables:
resource "rainbond_component_env" "web" {
  team_id           = "dev-team"
  region_name       = "rainbond"
  app_id            = 12
  service_id        = rainbond_component.web.service_id
  variables         = { MODE = "production" }
  upgrade_on_change = false

  lifecycle {
    action_trigger {
      events  = [after_update]
      actions = [action.rainbond_app_operation.upgrade]
    }
  }
}

action "rainbond_app_operation" "upgrade" {
  config {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    action      = "upgrade"
  }
}
