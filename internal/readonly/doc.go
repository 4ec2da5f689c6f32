// Package readonly holds the read-only data sources that belong to no
// resource family: apps, components, their metrics and the teams' resource
// use. The platform has no writes behind them, so they share no cache scope
// with the resources. A data source that reads what a family's resource
// writes (the ports of a component, the rules of a team) lives in that
// family instead.
package readonly
