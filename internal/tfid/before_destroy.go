package tfid

// BeforeDestroy ends every plan error about how the configuration places
// ports and aliases across resources (an alias moved, swapped or used
// twice, two internal domain names). Terraform plans the configuration
// once before a destroy, to refresh the state, and fails the destroy on
// that plan's errors; the provider is not told that the plan precedes a
// destroy, so the check cannot step aside. A destroy that skips that plan
// checks each port against the platform before deleting it all the same.
const BeforeDestroy = "\n\nIf this is terraform destroy (or plan -destroy), this check stops it too: Terraform plans the configuration once before a destroy, " +
	"and the provider cannot tell that plan from any other. To destroy these resources without changing the configuration first, run " +
	"terraform destroy -refresh=false: the destroy still reads each port before deleting it, and leaves alone a port the console changed."
