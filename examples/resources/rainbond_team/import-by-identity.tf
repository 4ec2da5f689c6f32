import {
  to = rainbond_team.shop
  identity = {
    team_id = "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
  }
}
