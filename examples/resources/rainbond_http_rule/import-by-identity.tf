# team_id may be the team's tenant id or its name; Terraform records the
# tenant id. rule_id is the rule's http_rule_id.
import {
  to = rainbond_http_rule.api
  identity = {
    team_id     = "my-team"
    region_name = "rainbond"
    app_id      = 12
    rule_id     = "5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b"
  }
}
