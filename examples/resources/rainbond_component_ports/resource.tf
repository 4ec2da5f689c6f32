# The ports of one component as one resource: the map key is the container
# port number. Other ports of the component (added in the console, or
# managed elsewhere) are left alone.
resource "rainbond_component_ports" "orders" {
  team_id     = "my-team"
  region_name = "rainbond"
  app_id      = 12
  service_id  = "gr1a2b3c"

  # The component's internal domain name, shared by all its ports.
  k8s_service_name = "orders"

  ports = {
    "8080" = {
      protocol         = "http"
      port_alias       = "WEB"
      is_inner_service = true
      is_outer_service = true
    }
    "5432" = {
      protocol         = "tcp"
      is_inner_service = true
    }
    "9090" = {} # http, closed, an alias chosen by the platform
  }
}
