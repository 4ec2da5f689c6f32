data "rainbond_app_monitor" "shop" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  is_outer    = true # only components with external access; optional
}

# Current request time of each component, one point per series.
output "request_time" {
  value = {
    for c in data.rainbond_app_monitor.shop.components : c.service_alias => [
      for m in coalesce(c.monitors, []) : m.results[0].values[0].value
      if m.monitor_item == "request_time" && length(m.results) > 0
    ]
  }
}
