// Package app is the family of apps: the resource rainbond_app, which
// creates an app and deletes it only while it is empty (or when told to),
// its list resource, and the data source rainbond_app_components.
package app
