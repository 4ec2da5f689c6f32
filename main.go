// Command terraform-provider-rainbond serves the Rainbond provider over the
// Terraform plugin protocol version 6.
package main

import (
	"context"
	"flag"
	"log"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"

	"github.com/rainbond/terraform-provider-rainbond/internal/provider"
	"github.com/rainbond/terraform-provider-rainbond/internal/quietlogs"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	var debug bool
	flag.BoolVar(&debug, "debug", false, "run the provider with support for debuggers such as delve")
	flag.Parse()
	if !debug {
		quietlogs.UnlessAsked(provider.SourceAddress)
	}

	err := providerserver.Serve(context.Background(), provider.New(version), providerserver.ServeOpts{
		Address:         provider.SourceAddress,
		Debug:           debug,
		ProtocolVersion: 6,
	})
	if err != nil {
		log.Fatal(err.Error())
	}
}
