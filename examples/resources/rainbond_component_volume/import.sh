# team_id/region_name/app_id/service_id/volume_name. The API reads back
# name, path and capacity only: volume_type, access_mode, mode and
# file_content are taken from the configuration by the first apply.
terraform import rainbond_component_volume.redis_data dev-team/rainbond/12/gr2b5e8f/redis-data
