package platform

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// cachedAPI puts the read cache in front of the client. It implements every
// family's API interface: list reads of a scope come from the cache, and
// each write invalidates the scopes it touches. The client is a named field,
// not embedded, so the only methods are the ones written here: a client
// write that is not wrapped cannot be reached, and so cannot skip
// invalidation.
type cachedAPI struct {
	client *client.Client
	cache  *readCache
	order  *writeOrder // one write per component at a time
}

var (
	_ PortAPI    = cachedAPI{}
	_ RuleAPI    = cachedAPI{}
	_ RegionAPI  = cachedAPI{}
	_ ReadAPI    = cachedAPI{}
	_ AppAPI     = cachedAPI{}
	_ ScalingAPI = cachedAPI{}
	_ PortAPI    = cachedAPI{}
	_ RuleAPI    = cachedAPI{}
	_ RegionAPI  = cachedAPI{}
	_ ReadAPI    = cachedAPI{}

	_ DomainAPI      = cachedAPI{}
	_ CertificateAPI = cachedAPI{}
)

// Scope keys of the read cache: one per list operation and its path.

func portsKey(ref client.ComponentRef) string {
	return fmt.Sprintf("ports/%s/%s/%d/%s", ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

const httpRulesKey = "http_rules"

// ruleBindingsKey holds the rule list as the destroy of a port consults it:
// which rules keep a port from being deleted. The provider's port writes
// do not change that (opening the outer service binds a default rule only
// to a port that has none, which never blocks a delete), so unlike
// httpRulesKey only rule updates invalidate it, and a destroy of many ports
// lists the rules once.
const ruleBindingsKey = "http_rules/bindings"

// regionsKeyPrefix starts every team's region list key.
const regionsKeyPrefix = "regions/"

func teamRegionsKey(teamID string) string { return regionsKeyPrefix + teamID }
