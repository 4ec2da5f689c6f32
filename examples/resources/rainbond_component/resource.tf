# A component from a public image: created, built and started; the apply
# waits until it runs. A new image is stored, then deployed.
resource "rainbond_component" "web" {
  team_id            = "dev-team"
  region_name        = "rainbond"
  app_id             = 12
  component_name     = "Web"
  k8s_component_name = "web" # unique in the app; finds a create whose answer was lost
  image              = "nginx:1.27"

  timeouts {
    create = "20m" # the first build pulls the image
  }
}

# From a private registry, created stopped: nothing is built until
# running becomes true. The credentials are write-only: never in state.
resource "rainbond_component" "worker" {
  team_id            = "dev-team"
  region_name        = "rainbond"
  app_id             = 12
  component_name     = "Worker"
  k8s_component_name = "worker"
  image              = "registry.example.com/shop/worker:2.3"
  username           = "deploy"
  password           = var.registry_password
  running            = false
}

variable "registry_password" {
  type      = string
  sensitive = true
  ephemeral = true
}
