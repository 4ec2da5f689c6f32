# By exact name. Fails, listing the apps that are there, when no app or more
# than one app has this name.
data "rainbond_app" "shop" {
  team_id     = "dev-team"
  region_name = "rainbond"
  group_name  = "shop"
}

# Or by id.
data "rainbond_app" "by_id" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_id      = 12
}

output "shop_app_id" {
  value = data.rainbond_app.shop.app_id
}

# The read of the app reports its status and component counts.
check "shop_running" {
  assert {
    condition     = data.rainbond_app.shop.status == "running"
    error_message = "${data.rainbond_app.shop.running_service_count} of ${data.rainbond_app.shop.service_count} components of the shop run."
  }
}
