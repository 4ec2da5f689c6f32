package app

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/attrcheck"
)

// An app's attributes are kept by hand in several places (CONTRIBUTING:
// "Adding an attribute"). Each model must match its schema; the arguments
// of rainbond_app_components, the list resource's and the identity must
// name the app's attributes. The data source's entries are components, not
// apps, so they are compared with nothing.
func TestAppAttributesAgree(t *testing.T) {
	f := attrcheck.SchemasOf(&appResource{}, &componentsDataSource{}, &appListResource{})
	attrcheck.MatchModel(t, appModel{}, f.Resource)
	attrcheck.MatchModel(t, componentsModel{}, f.DataSource)
	attrcheck.MatchModel(t, appListModel{}, f.List)

	resource := attrcheck.Schema(t, f.Resource)
	attrcheck.Within(t, attrcheck.Schema(t, f.DataSource).Without("components"), resource, "the arguments of rainbond_app_components", "rainbond_app")
	attrcheck.Within(t, attrcheck.Schema(t, f.List), resource, "the list resource", "rainbond_app")
	attrcheck.Within(t, attrcheck.Schema(t, f.Identity), resource, "the identity", "rainbond_app")
}
