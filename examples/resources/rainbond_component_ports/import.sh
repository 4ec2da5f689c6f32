# The import ID is the component's path: team_id/region_name/app_id/service_id
#
# The import takes every port the component has: list in `ports` those to
# manage, since a port left out of the map is deleted by the next apply (a
# port a rainbond_component_port of the configuration holds fails the plan
# instead, which says how to give it to one of them).
terraform import rainbond_component_ports.orders my-team/rainbond/12/gr1a2b3c
