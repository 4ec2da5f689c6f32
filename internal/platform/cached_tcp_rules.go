package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// TCPRuleAPI is what rainbond_tcp_rule and its list resource call.
type TCPRuleAPI interface {
	// TCPRules lists an app's TCP rules, from the server every time: the
	// create's look before and after its attempt must see the platform.
	TCPRules(ctx context.Context, ref client.AppRef) ([]client.TCPRule, error)
	// Component reads a component's details: the create needs its id.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// Ports lists the component's ports: a create checks its port first.
	Ports(ctx context.Context, ref client.ComponentRef) ([]client.Port, error)

	CreateTCPRule(ctx context.Context, port client.ComponentRef, req client.CreateTCPRuleRequest) ([]client.TCPRule, error)
	// AppComponents lists an app's components: a create checks that the
	// component is the app's (RequireComponentInApp).
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)
	// SameComponent tells whether two spellings of team and component
	// name one component: a plan that changes only the spelling keeps
	// the rule.
	SameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error)
}

var _ TCPRuleAPI = cachedAPI{}

func (a cachedAPI) TCPRules(ctx context.Context, ref client.AppRef) ([]client.TCPRule, error) {
	return a.client.ListTCPRules(ctx, ref)
}

// CreateTCPRule drops the component's port list: the create opens the
// port's outer service first, whether the rule then comes or not.
func (a cachedAPI) CreateTCPRule(ctx context.Context, port client.ComponentRef, req client.CreateTCPRuleRequest) ([]client.TCPRule, error) {
	defer a.cache.invalidate(portsKey(port))
	return a.client.CreateTCPRule(ctx, port.App(), req)
}
