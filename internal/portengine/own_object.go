package portengine

import "fmt"

// OwnObjectHint explains the ways Terraform itself puts a port in the way
// of its create: a replacement under create_before_destroy creates before
// it destroys the object that holds the port, and an object such a
// replacement left deposed is destroyed only after the resource's next
// create or update. The provider never learns either (Terraform does not
// say), so both port forms add this to every refusal of a port that was
// there before the create.
func OwnObjectHint(n int64) string {
	return fmt.Sprintf("If this resource has lifecycle { create_before_destroy = true } and this create replaces its own object (terraform apply -replace, "+
		"a tainted resource), port %d belongs to the object being replaced, which Terraform destroys only after this create: a component has one "+
		"port %d, so create_before_destroy cannot make a second copy of it. Remove create_before_destroy from this resource, then apply again "+
		"(with the same -replace option if you gave one): the replacement then deletes the port first and creates it again. If the plan also "+
		"destroys a \"deposed object\" of this resource, left over from such a replacement, that object holds the port and is destroyed only after "+
		"this create: run terraform destroy -refresh=false -target=<address of this resource>, then terraform apply.", n, n)
}
