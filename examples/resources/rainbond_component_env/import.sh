# team_id/region_name/app_id/service_id: the import takes the component's
# own variables (scope inner), not the connection variables of its ports.
terraform import rainbond_component_env.web dev-team/rainbond/12/8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6
