data "rainbond_apps" "shop" {
  team_id     = "dev-team"
  region_name = "rainbond"
  query       = "shop" # case-insensitive substring of the app name; optional
}

output "shop_app_ids" {
  value = { for a in data.rainbond_apps.shop.apps : a.group_name => a.id }
}
