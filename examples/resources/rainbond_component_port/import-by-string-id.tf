# The ID is the port's path: team_id/region_name/app_id/service_id/container_port,
# with the team and component written as in the resource block (name and
# alias here). The other forms (tenant id, component id) import the same port;
# the plan then updates the written form in state and replaces nothing.
import {
  to = rainbond_component_port.web
  id = "my-team/rainbond/12/gr1a2b3c/8080"
}
