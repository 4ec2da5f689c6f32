# The ID is the app's path: team_id/region_name/app_id.
import {
  to = rainbond_app.shop
  id = "dev-team/rainbond/12"
}
