# team_id/region_name/app_id/rule_id, where rule_id is the rule's
# http_rule_id (see the rainbond_http_domains data source). The proxy
# settings and open_outer_port cannot be read back: the configuration's
# values are taken as they are.
terraform import rainbond_http_domain.shop my-team/rainbond/12/5b1d3c9e0f7a4e2c8d6b4a2f0e1c3d5b
