// Package region is the family of regions (clusters): the resource
// rainbond_region and the data source rainbond_team_regions.
package region
