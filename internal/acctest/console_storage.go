package acctest

// storageConsole makes console-side changes of volumes, TCP rules and
// third-party components.
type storageConsole interface{}
