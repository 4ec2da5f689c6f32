# One day at five-minute steps: 289 points per series (at most 11000 allowed).
data "rainbond_app_monitor_range" "shop" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
  start       = "2024-05-01T00:00:00Z" # RFC 3339, or Unix seconds such as "1714521600"
  end         = "2024-05-02T00:00:00Z"
  step        = 300 # seconds; defaults to 60
}

output "request_series" {
  value = [
    for c in data.rainbond_app_monitor_range.shop.components : {
      component = c.service_alias
      points = flatten([
        for m in coalesce(c.monitors, []) : [for r in m.results : r.values]
        if m.monitor_item == "request"
      ])
    }
  ]
}
