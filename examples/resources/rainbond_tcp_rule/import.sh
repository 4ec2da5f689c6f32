# team_id/region_name/app_id/tcp_rule_id (terraform query with the
# rainbond_tcp_rule list resource shows the ids).
terraform import rainbond_tcp_rule.redis dev-team/rainbond/12/3f1c0a9e8d7b6c5a4f3e2d1c0b9a8f7e
