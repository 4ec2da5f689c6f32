package acctest

import "github.com/hashicorp/terraform-plugin-testing/tfversion"

// FeatureActions: actions (terraform apply -invoke, action_trigger):
// Terraform 1.14 and later; no OpenTofu release has them.
var FeatureActions = Feature{
	name:      "actions",
	terraform: tfversion.Version1_14_0,
}
