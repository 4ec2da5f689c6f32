# TCP access to a database's port through the region's gateway. The
# platform opens the port's outer service with the rule. It cannot change
# or delete a TCP rule: a change replaces it and destroy only forgets it,
# leaving the old rule to delete in the console (the plan says so).
resource "rainbond_tcp_rule" "redis" {
  team_id        = "dev-team"
  region_name    = "rainbond"
  app_id         = 12
  service_id     = "gr2b5e8f"
  container_port = 6379
  end_point      = "0.0.0.0:30379"
}

output "redis_address" {
  value = rainbond_tcp_rule.redis.access_address
}
