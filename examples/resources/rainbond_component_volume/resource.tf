# Storage for a database from an image, kept across restarts. The API can
# add a volume but not change or delete one: a change replaces it under a
# new name and path, and destroy only forgets it (the plan says so).
resource "rainbond_component_volume" "redis_data" {
  team_id         = "dev-team"
  region_name     = "rainbond"
  app_id          = 12
  service_id      = "gr2b5e8f"
  volume_name     = "redis-data"
  volume_path     = "/data"
  volume_capacity = 5
}

# A file mounted from the configuration.
resource "rainbond_component_volume" "redis_conf" {
  team_id         = "dev-team"
  region_name     = "rainbond"
  app_id          = 12
  service_id      = "gr2b5e8f"
  volume_name     = "redis-conf"
  volume_path     = "/usr/local/etc/redis/redis.conf"
  volume_capacity = 0
  volume_type     = "config-file"
  file_content    = "maxmemory 256mb\n"
  mode            = 644
}
