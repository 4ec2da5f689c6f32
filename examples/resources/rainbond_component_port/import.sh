# The import ID is the port's path: team_id/region_name/app_id/service_id/container_port
terraform import rainbond_component_port.web my-team/rainbond/12/gr1a2b3c/8080
