# An app groups components. There is no update: a new app_name or note
# replaces the app.
resource "rainbond_app" "shop" {
  team_id     = "dev-team"
  region_name = "rainbond"
  app_name    = "shop"
  note        = "Online shop"

  # Deleting an app makes the platform delete its closed components with it,
  # so destroy (and replacement) refuses while the app has components. Set
  # this to true only when those components may go with the app.
  force_destroy = false
}

output "shop_app_id" {
  value = rainbond_app.shop.app_id
}
