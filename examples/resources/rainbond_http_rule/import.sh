# team_id/region_name/app_id/rule_id
terraform import rainbond_http_rule.api my-team/rainbond/12/5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b
