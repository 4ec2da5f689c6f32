// Package team is the family of teams: the resource rainbond_team (a team,
// its alias and the regions it is open in) and its list resource.
package team
