# team_id/region_name/app_id, with the team written as in the configuration
# (its name or its tenant id).
terraform import rainbond_app.shop dev-team/rainbond/12
