package acctest

import (
	"context"
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Console makes the changes a test attributes to someone working in the
// console ("the console deleted the port"), on whichever server the test
// runs: the mock through its hooks, the real console through its API where
// the API can (port actions and deletes, the rule update, app, component
// and certificate deletes), and through its own models
// (scripts/real-console/admin.py) where only its UI could. The methods
// have the mock's names and signatures, so that a test moves from one to
// the other by its receiver alone. Components are named by service_alias
// or service_id.
type Console interface {
	// RemovePort deletes a port, closing its services first as the
	// console requires.
	RemovePort(service string, port int64) error
	// EditPort changes a port's protocol, alias or services.
	EditPort(service string, port int64, fn func(*mockgateway.Port)) error
	// RemoveApp deletes an app with its components.
	RemoveApp(appID int64) error
	// EditApp changes an app's name or note.
	EditApp(appID int64, fn func(*mockgateway.App)) error
	// RemoveCertificate deletes a team certificate.
	RemoveCertificate(id int64) error
	// RemoveRule deletes an HTTP rule (a default rule or a custom domain).
	RemoveRule(httpRuleID string) error
	// EditRule changes an HTTP rule's routing (domain, path, cookie,
	// weight, certificate, extensions).
	EditRule(httpRuleID string, fn func(*mockgateway.Rule)) error
	// RemoveComponent deletes a component with its ports and rules.
	RemoveComponent(service string) error
}

// mockConsole makes the changes with the mock's hooks.
type mockConsole struct{ *mockgateway.Gateway }

// kitConsole makes the changes on the kit's real console. It finds the
// objects in env.GW, the recorder whose model mirrors the console, and
// reads them back into it after each change.
type kitConsole struct {
	env *Env
	api *client.Client
}

// begin loads the test's fixture if no step did yet; done mirrors the
// console's objects after the change.
func (k kitConsole) begin() error {
	return k.env.kit.load()
}

func (k kitConsole) done(err error) error {
	k.env.kit.mirror(k.env.GW)
	return err
}

func (k kitConsole) component(service string) (client.ComponentRef, error) {
	c, ok := k.env.GW.Component(service)
	if !ok {
		return client.ComponentRef{}, fmt.Errorf("the console has no component %q", service)
	}
	return client.ComponentRef{TeamID: c.TenantID, RegionName: c.ServiceRegion, AppID: c.AppID, ServiceID: c.ServiceID}, nil
}

func (k kitConsole) RemovePort(service string, port int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	p, ok := k.env.GW.Port(service, port)
	if !ok {
		return fmt.Errorf("component %s has no port %d on the console", service, port)
	}
	return k.done(deletePort(context.Background(), k.api, ref, client.Port{ContainerPort: port, IsInnerService: p.IsInnerService, IsOuterService: p.IsOuterService}))
}

// EditPort runs the port actions that make the change, as the console's
// port page does.
func (k kitConsole) EditPort(service string, port int64, fn func(*mockgateway.Port)) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	was, ok := k.env.GW.Port(service, port)
	if !ok {
		return fmt.Errorf("component %s has no port %d on the console", service, port)
	}
	now := was
	fn(&now)
	var reqs []client.UpdatePortRequest
	if now.Protocol != was.Protocol {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionChangeProtocol, Protocol: now.Protocol})
	}
	if now.PortAlias != was.PortAlias || now.K8sServiceName != was.K8sServiceName {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: now.PortAlias, K8sServiceName: now.K8sServiceName})
	}
	if now.IsInnerService != was.IsInnerService {
		reqs = append(reqs, client.UpdatePortRequest{Action: map[bool]string{true: client.ActionOpenInner, false: client.ActionCloseInner}[now.IsInnerService]})
	}
	if now.IsOuterService != was.IsOuterService {
		reqs = append(reqs, client.UpdatePortRequest{Action: map[bool]string{true: client.ActionOpenOuter, false: client.ActionCloseOuter}[now.IsOuterService]})
	}
	for _, r := range reqs {
		if _, err := k.api.UpdatePort(context.Background(), ref, port, r); err != nil {
			return k.done(err)
		}
	}
	return k.done(nil)
}

func (k kitConsole) RemoveApp(appID int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	for _, a := range k.env.GW.Apps() {
		if a.ID == appID {
			return k.done(k.api.DeleteApp(context.Background(), client.AppRef{TeamID: a.TenantID, RegionName: a.RegionName, AppID: a.ID}))
		}
	}
	return fmt.Errorf("the console has no app %d", appID)
}

// EditApp edits the console's record, as its UI's app settings do.
func (k kitConsole) EditApp(appID int64, fn func(*mockgateway.App)) error {
	if err := k.begin(); err != nil {
		return err
	}
	for _, was := range k.env.GW.Apps() {
		if was.ID != appID {
			continue
		}
		now := was
		fn(&now)
		set := map[string]any{"group_name": now.GroupName}
		if now.Note != nil {
			set["note"] = *now.Note
		}
		return k.done(k.model("update", "app", map[string]any{"ID": appID}, set))
	}
	return fmt.Errorf("the console has no app %d", appID)
}

func (k kitConsole) RemoveCertificate(id int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	for _, c := range k.env.GW.Certificates() {
		if c.ID == id {
			return k.done(k.api.DeleteCertificate(context.Background(), c.TenantID, id))
		}
	}
	return fmt.Errorf("the console has no certificate %d", id)
}

// RemoveRule deletes the console's record, as the console's UI does for
// a rule of a port; the region's gateway keeps what it had.
func (k kitConsole) RemoveRule(httpRuleID string) error {
	if err := k.begin(); err != nil {
		return err
	}
	return k.done(k.model("delete", "rule", map[string]any{"http_rule_id": httpRuleID}, nil))
}

// EditRule sends the rule update the console's rule page sends.
func (k kitConsole) EditRule(httpRuleID string, fn func(*mockgateway.Rule)) error {
	if err := k.begin(); err != nil {
		return err
	}
	was, ok := k.env.GW.Rule(httpRuleID)
	if !ok {
		return fmt.Errorf("the console has no rule %s", httpRuleID)
	}
	r := was
	fn(&r)
	exts := []client.RuleExtension{}
	for _, item := range strings.Split(r.RuleExtensions, ",") {
		if key, value, found := strings.Cut(item, ":"); found {
			exts = append(exts, client.RuleExtension{Key: key, Value: value})
		}
	}
	req := client.UpdateHTTPRuleRequest{
		ServiceID: r.ServiceID, ContainerPort: &r.ContainerPort, CertificateID: r.CertificateID,
		DomainName: r.DomainName, DomainCookie: r.DomainCookie, TheWeight: &r.TheWeight, DomainPath: r.DomainPath,
		RuleExtensions: &exts, AutoSSL: &r.AutoSSL,
	}
	if r.AutoSSLConfig != nil {
		req.AutoSSLConfig = *r.AutoSSLConfig
	}
	_, err := k.api.UpdateHTTPRule(context.Background(), client.AppRef{TeamID: r.TenantID, RegionName: r.RegionName, AppID: r.AppID}, httpRuleID, req)
	return k.done(err)
}

func (k kitConsole) RemoveComponent(service string) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	return k.done(k.api.DeleteComponent(context.Background(), ref, true))
}

// model runs an update or delete of admin.py on the console's models; it
// is an error unless a row matched.
func (k kitConsole) model(op, model string, filter, set map[string]any) error {
	a, err := startKitAdmin()
	if err != nil {
		return err
	}
	var n int
	if err := a.run(map[string]any{"op": op, "model": model, "filter": filter, "set": set}, &n); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("%s %s: no row of the console matches %v", op, model, filter)
	}
	return nil
}
