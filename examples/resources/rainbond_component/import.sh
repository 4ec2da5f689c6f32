# team_id/region_name/app_id/service_id, with the team written as in the
# configuration (its name or its tenant id).
terraform import rainbond_component.web dev-team/rainbond/12/8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6
