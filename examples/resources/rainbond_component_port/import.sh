# The import ID is the port's path: team_id/region_name/app_id/service_id/container_port
#
# Write the team and the component the way the configuration does: a team
# name (or tenant id) and a component alias (or id). Either form finds the
# port, and an import with the other form is still the same port: the next
# plan shows an in-place update of the written form ("0a1b…" -> "my-team"),
# never a replacement, and applying it only rewrites the state.
terraform import rainbond_component_port.web my-team/rainbond/12/gr1a2b3c/8080
