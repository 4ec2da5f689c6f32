import {
  to = rainbond_tcp_rule.redis
  identity = {
    team_id     = "dev-team"
    region_name = "rainbond"
    app_id      = 12
    tcp_rule_id = "3f1c0a9e8d7b6c5a4f3e2d1c0b9a8f7e"
  }
}
