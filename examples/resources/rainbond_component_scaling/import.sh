# team_id/region_name/app_id/service_id; the team by name or tenant id, the
# component by alias or id.
terraform import rainbond_component_scaling.web dev-team/rainbond/12/gr6c1a2b
