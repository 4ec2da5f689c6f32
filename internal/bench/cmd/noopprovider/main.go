// Command noopprovider is the bench's floor: a terraform-plugin-framework
// provider ("rbnoop") with one resource, rbnoop_component_port, whose schema
// is rainbond_component_port's and whose CRUD does nothing (no API, no
// state changes). What terraform and the framework cost per resource shows
// in its plan and apply times; what rainbond_component_port costs on top of
// that is the provider's own part.
package main

import (
	"context"
	"log"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-framework/resource"

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
	return []func() resource.Resource{func() resource.Resource { return noopPort{} }}
}

func (noopProvider) DataSources(context.Context) []func() datasource.DataSource { return nil }

type noopPort struct{}

func (noopPort) Metadata(_ context.Context, _ resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = "rbnoop_component_port"
}

func (noopPort) Schema(ctx context.Context, req resource.SchemaRequest, resp *resource.SchemaResponse) {
	port.NewResource().Schema(ctx, req, resp)
}

// Create stores the plan with the computed attributes filled in.
func (noopPort) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	resp.State.Raw = req.Plan.Raw.Copy()
	for name, v := range map[string]any{"id": "noop", "port_alias": "NOOP", "k8s_service_name": "noop", "mapping_port": int64(1), "lb_mapping_port": int64(0)} {
		resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(name), v)...)
	}
}

func (noopPort) Read(context.Context, resource.ReadRequest, *resource.ReadResponse) {}

func (noopPort) Update(_ context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw.Copy()
}

func (noopPort) Delete(context.Context, resource.DeleteRequest, *resource.DeleteResponse) {}
