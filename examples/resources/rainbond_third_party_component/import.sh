# team_id/region_name/app_id/service_id (terraform query with the
# rainbond_third_party_component list resource shows the ids). The
# endpoints cannot be read back: they are taken from the configuration.
terraform import rainbond_third_party_component.external_db dev-team/rainbond/12/7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b
