// Command noopprovider is the bench's floor: a terraform-plugin-framework
// provider ("rbnoop") whose resources have rainbond_component_port's schema
// and do nothing (no API, no state changes). rbnoop_component_port also has
// the port's identity schema, and sets the identity as the framework
// requires of a resource with one; rbnoop_plain_port has none. What
// terraform and the framework cost per resource shows in their plan and
// apply times; what rainbond_component_port costs on top of that is the
// provider's own part.
package main

import (
	"context"
	"log"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/port"
	"github.com/rainbond/terraform-provider-rainbond/internal/quietlogs"
)

const address = "registry.terraform.io/rainbond/rbnoop"

func main() {
	// The floor stays quiet whatever the run asks of the real provider, as
	// the real provider is when nobody asked for logs.
	quietlogs.Off(address)
	err := providerserver.Serve(context.Background(), func() provider.Provider { return noopProvider{} },
		providerserver.ServeOpts{Address: address, ProtocolVersion: 6})
	if err != nil {
		log.Fatal(err)
	}
}

type noopProvider struct{}

func (noopProvider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {
	resp.TypeName = "rbnoop"
}

func (noopProvider) Schema(context.Context, provider.SchemaRequest, *provider.SchemaResponse) {}

func (noopProvider) Configure(context.Context, provider.ConfigureRequest, *provider.ConfigureResponse) {
}

func (noopProvider) Resources(context.Context) []func() resource.Resource {
	return []func() resource.Resource{
		func() resource.Resource { return noopPort{} },
		func() resource.Resource { return plainPort{} },
	}
}

func (noopProvider) DataSources(context.Context) []func() datasource.DataSource { return nil }

// plainPort, rbnoop_plain_port, has the port's schema without its identity
// schema: the floor as it was before resources had identities, which shows
// what the identity costs the framework.
type plainPort struct{}

func (plainPort) Metadata(_ context.Context, _ resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = "rbnoop_plain_port"
}

func (plainPort) Schema(ctx context.Context, req resource.SchemaRequest, resp *resource.SchemaResponse) {
	port.NewResource().Schema(ctx, req, resp)
}

// Create stores the plan with the computed attributes filled in
// (k8s_service_name is not computed: an unset name stays null).
func (plainPort) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	resp.State.Raw = req.Plan.Raw.Copy()
	for name, v := range map[string]any{"id": "noop", "port_alias": "NOOP", "mapping_port": int64(1), "lb_mapping_port": int64(0)} {
		resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(name), v)...)
	}
}

func (plainPort) Read(context.Context, resource.ReadRequest, *resource.ReadResponse) {}

func (plainPort) Update(_ context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw.Copy()
}

func (plainPort) Delete(context.Context, resource.DeleteRequest, *resource.DeleteResponse) {}

// noopPort, rbnoop_component_port, is plainPort with the port's identity
// schema, which it sets on create and read as the framework requires.
type noopPort struct{ plainPort }

func (noopPort) Metadata(_ context.Context, _ resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = "rbnoop_component_port"
}

func (noopPort) IdentitySchema(ctx context.Context, req resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	ported, ok := port.NewResource().(resource.ResourceWithIdentity)
	if !ok {
		resp.Diagnostics.AddError("No identity schema", "rainbond_component_port no longer has an identity schema: the floor must follow it.")
		return
	}
	ported.IdentitySchema(ctx, req, resp)
}

func (p noopPort) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	p.plainPort.Create(ctx, req, resp)
	resp.Diagnostics.Append(setIdentity(ctx, req.Plan.GetAttribute, resp.Identity)...)
}

// Terraform before 1.12 keeps no identity, so every read sets it again, as
// rainbond_component_port's does.
func (noopPort) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	resp.Diagnostics.Append(setIdentity(ctx, req.State.GetAttribute, resp.Identity)...)
}

// setIdentity copies the path attributes into the identity.
func setIdentity(ctx context.Context, get func(context.Context, path.Path, any) diag.Diagnostics, ident *tfsdk.ResourceIdentity) diag.Diagnostics {
	var diags diag.Diagnostics
	for _, name := range []string{"team_id", "region_name", "service_id"} {
		var v types.String
		diags.Append(get(ctx, path.Root(name), &v)...)
		diags.Append(ident.SetAttribute(ctx, path.Root(name), v)...)
	}
	for _, name := range []string{"app_id", "container_port"} {
		var v types.Int64
		diags.Append(get(ctx, path.Root(name), &v)...)
		diags.Append(ident.SetAttribute(ctx, path.Root(name), v)...)
	}
	return diags
}
