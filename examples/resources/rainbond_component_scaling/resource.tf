# Adopt the scaling of an existing component and manage it. Values left out
# keep what the component has.
resource "rainbond_component_scaling" "web" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = "gr6c1a2b"

  # A change of memory, CPU or GPU restarts the running instances (the plan
  # warns); a change of replicas does not.
  memory   = 1024 # MiB
  cpu      = 500  # millicores
  gpu      = 0
  replicas = 2

  # On destroy, put back the scaling the component had when Terraform
  # adopted it. Without it, destroy leaves the scaling as it is.
  restore_on_destroy = true
}
