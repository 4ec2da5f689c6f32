# team_id/region_name: refresh reads the region through that team's list.
terraform import rainbond_region.edge my-team/edge-1

# region_name alone: nothing can be read; the configured values are recorded
# at the next apply.
terraform import rainbond_region.edge edge-1
