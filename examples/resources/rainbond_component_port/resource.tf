# An HTTP port reachable inside the cluster and from outside. Opening the
# outer service of an http port also creates its default HTTP access rule.
resource "rainbond_component_port" "web" {
  team_id        = "my-team"
  region_name    = "rainbond"
  app_id         = 12
  service_id     = "gr1a2b3c"
  container_port = 8080

  protocol         = "http"
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
}

# A TCP port that only other components of the cluster reach. The platform
# chooses its alias; the internal domain name is set here and applies to
# every port of the component, so it is left unset on the port above.
resource "rainbond_component_port" "db" {
  team_id        = "my-team"
  region_name    = "rainbond"
  app_id         = 12
  service_id     = "gr1a2b3c"
  container_port = 5432

  protocol         = "tcp"
  k8s_service_name = "orders-db"
  is_inner_service = true
}
