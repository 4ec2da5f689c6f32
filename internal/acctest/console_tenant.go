package acctest

// tenantConsole makes console-side changes of teams and regions.
type tenantConsole interface{}
