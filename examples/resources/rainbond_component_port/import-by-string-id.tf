# The ID is the port's path: team_id/region_name/app_id/service_id/container_port
import {
  to = rainbond_component_port.web
  id = "my-team/rainbond/12/gr1a2b3c/8080"
}
