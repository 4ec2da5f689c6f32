# team_id/region_name/app_id/rule_id, with the team written as in the
# configuration (its name or its tenant id). The other form imports the same
# rule: the next plan updates the written form in state and adopts nothing new.
terraform import rainbond_http_rule.api my-team/rainbond/12/5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b
