// Package reads holds the data sources that only read: apps, components,
// their metrics and the teams' resource use. The API has no writes for
// them, so they share no cache scope with the resources.
package reads
