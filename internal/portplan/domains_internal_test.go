package portplan

import (
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// A port's default rule that blocks a removal only because a custom domain
// is flagged outer too is named as the default rule, not among the custom
// domains.
func TestDescribeBlockingNamesTheDefaultRuleApart(t *testing.T) {
	outer, port := true, int64(9092)
	def, custom := int64(0), int64(1)
	rules := []client.HTTPRule{
		{HTTPRuleID: "default1", RegionName: "r", TenantID: "t", ServiceID: "s", ContainerPort: &port, Type: &def, IsOuterService: &outer, DomainName: "s-9092-t.example.com"},
		{HTTPRuleID: "shop1", RegionName: "r", TenantID: "t", ServiceID: "s", ContainerPort: &port, Type: &custom, IsOuterService: &outer, DomainName: "shop.example.com"},
	}
	blocking := DomainsBlockingDelete(rules, PortOf{Team: "t", Region: "r", Service: "s", Port: port})
	if len(blocking) != 2 {
		t.Fatalf("blocking rules: %v, want both", blocking)
	}
	got := DescribeBlocking(blocking)
	customPart, defaultPart, ok := strings.Cut(got, "default rule")
	if !ok || !strings.Contains(customPart, "shop1") || strings.Contains(customPart, "default1") || !strings.Contains(defaultPart, "default1") {
		t.Fatalf("DescribeBlocking = %q: want the custom domain shop1 listed, and default1 named apart as the port's default rule", got)
	}
}
