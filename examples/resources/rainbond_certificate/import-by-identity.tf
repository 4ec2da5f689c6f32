import {
  to = rainbond_certificate.shop
  identity = {
    team_id        = "my-team"
    certificate_id = 42
  }
}
