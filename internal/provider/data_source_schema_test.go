package provider_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"

	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
)

// Every data source's schema is valid for the framework and documents every
// attribute, nested ones included.
func TestDataSourceSchemas(t *testing.T) {
	ctx := t.Context()
	p := provider.New("test")()
	seen := map[string]bool{}
	for _, newDS := range p.DataSources(ctx) {
		ds := newDS()
		var meta datasource.MetadataResponse
		ds.Metadata(ctx, datasource.MetadataRequest{ProviderTypeName: "rainbond"}, &meta)
		if seen[meta.TypeName] {
			t.Errorf("%s registered twice", meta.TypeName)
		}
		seen[meta.TypeName] = true

		var resp datasource.SchemaResponse
		ds.Schema(ctx, datasource.SchemaRequest{}, &resp)
		if resp.Diagnostics.HasError() {
			t.Fatalf("%s: %v", meta.TypeName, resp.Diagnostics)
		}
		if diags := resp.Schema.ValidateImplementation(ctx); diags.HasError() {
			t.Errorf("%s: %v", meta.TypeName, diags)
		}
		if resp.Schema.MarkdownDescription == "" {
			t.Errorf("%s has no description", meta.TypeName)
		}
		checkDescribed(t, meta.TypeName, resp.Schema.Attributes)
	}
	for _, name := range []string{
		"rainbond_team_regions", "rainbond_apps", "rainbond_app", "rainbond_component",
		"rainbond_component_ports", "rainbond_http_rules", "rainbond_app_monitor",
		"rainbond_app_monitor_range", "rainbond_team_resources",
	} {
		if !seen[name] {
			t.Errorf("%s is not registered", name)
		}
	}
}

type describedAttribute interface{ GetMarkdownDescription() string }

func checkDescribed[A describedAttribute](t *testing.T, at string, attrs map[string]A) {
	t.Helper()
	for name, a := range attrs {
		if a.GetMarkdownDescription() == "" {
			t.Errorf("%s.%s has no MarkdownDescription", at, name)
		}
		if n, ok := any(a).(schema.NestedAttribute); ok {
			checkDescribed(t, at+"."+name, n.GetNestedObject().GetAttributes())
		}
	}
}
