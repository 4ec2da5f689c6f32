# The ID is the path of the rule's update: team_id/region_name/app_id/rule_id,
# where rule_id is the rule's http_rule_id (see the rainbond_http_rules data source).
# Write the team as the resource block does; its tenant id imports the same
# rule, and the plan then only updates the written form in state.
import {
  to = rainbond_http_rule.api
  id = "my-team/rainbond/12/5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b"
}
