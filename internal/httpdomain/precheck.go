package httpdomain

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// What a create checks before it writes anything, and what it says it left
// changed when the platform refused the rule after opening the port.

// portBefore is what a create learned of its port before the POST: whether
// the create may open it, so that a refusal can say what it left open.
type portBefore struct {
	wasOpen bool
}

// checkBeforeCreate checks, before anything is written, what the platform
// would refuse only after a change: an unknown port (a 500, after which a
// retry cannot tell what happened), and, when open_outer_port would open
// the port first, a component the region has not created and a domain
// that another team holds in the region (both refused after the port was
// opened, which then stays open).
func (r *domainResource) checkBeforeCreate(ctx context.Context, m *domainModel, body client.CreateHTTPRuleRequest, diags *diag.Diagnostics) (portBefore, bool) {
	ref := m.componentRef()
	ports, err := r.api.FreshPorts(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the ports of the custom domain's component", err, ref)
		return portBefore{}, false
	}
	var port *client.Port
	numbers := []string{}
	for i := range ports {
		numbers = append(numbers, fmt.Sprint(ports[i].ContainerPort))
		if ports[i].ContainerPort == body.ContainerPort {
			port = &ports[i]
		}
	}
	if port == nil {
		diags.AddAttributeError(path.Root("container_port"), "Unknown container port",
			fmt.Sprintf("Component %q has no port %d (its ports: %s), so %s cannot be created. Nothing was sent: the platform answers an unknown port with a server error (500). "+
				"Add the port (rainbond_component_port) and refer to it, or choose one of the component's ports.",
				m.ServiceID.ValueString(), body.ContainerPort, strings.Join(numbers, ", "), m.label()))
		return portBefore{}, false
	}
	before := portBefore{wasOpen: port.IsOuterService}
	if !body.WhetherOpen || port.IsOuterService {
		return before, true
	}
	c, err := r.api.Component(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component of the custom domain", err, ref)
		return before, false
	}
	if c.CreateStatus != nil && *c.CreateStatus != "complete" {
		diags.AddError("Component not created in the cluster yet",
			fmt.Sprintf("Component %q has create_status %q: the platform's region refuses an HTTP rule for a component it has not created, and with open_outer_port it would do so only after opening port %d's outer service, which would stay open. "+
				"Nothing was changed. Deploy the component first, then apply again.", m.ServiceID.ValueString(), *c.CreateStatus, body.ContainerPort))
		return before, false
	}
	if owner, held := r.domainOfOtherTeam(ctx, m, body.DomainName); held {
		diags.AddAttributeError(path.Root("domain_name"), "Domain used by another team",
			fmt.Sprintf("Domain %q is used by team %s in region %q, and the platform refuses a domain that another team uses in the same region, after opening port %d's outer service (open_outer_port), which would stay open. Nothing was changed.",
				body.DomainName, owner, m.RegionName.ValueString(), body.ContainerPort))
		return before, false
	}
	return before, true
}

// domainOfOtherTeam reports a domain that the platform is certain to refuse
// to this team: every rule of that name in the region is another team's
// (the platform compares with the first rule of the name; when some are
// this team's, the order decides, and the create finds out). A failed list
// lets the create go on.
func (r *domainResource) domainOfOtherTeam(ctx context.Context, m *domainModel, name string) (string, bool) {
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		return "", false
	}
	team := m.TeamID.ValueString()
	owner := ""
	for _, x := range rules {
		if x.DomainName != name {
			continue
		}
		if x.RegionName != m.RegionName.ValueString() || x.TenantID == team || x.TeamName == team {
			return "", false
		}
		owner = fmt.Sprintf("%q", x.TeamName)
	}
	return owner, owner != ""
}

// portLeftOpen says what a failed create left changed: the outer service
// of a port that open_outer_port opened before the platform refused the
// rule stays open.
func (r *domainResource) portLeftOpen(ctx context.Context, m *domainModel, body client.CreateHTTPRuleRequest, before portBefore, diags *diag.Diagnostics) {
	if !body.WhetherOpen || before.wasOpen {
		return
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	p, found, err := r.api.FreshPort(lookCtx, m.componentRef(), body.ContainerPort)
	switch {
	case err != nil:
		diags.AddError("The port's outer service may have been opened",
			fmt.Sprintf("The create asked the platform to open port %d's outer service (open_outer_port) before making the rule, and reading the port to check failed: %s", body.ContainerPort, err))
	case found && p.IsOuterService:
		diags.AddError("The port's outer service was left open",
			fmt.Sprintf("The create opened port %d's outer service of component %q (open_outer_port) before the platform refused the rule, and the platform leaves it open. "+
				"Close it in the console, or with rainbond_component_port (is_outer_service = false), if it should not be open.", body.ContainerPort, m.ServiceID.ValueString()))
	}
}
