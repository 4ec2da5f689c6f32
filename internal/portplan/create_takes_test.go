package portplan

import (
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

func TestCreateTakesAlias(t *testing.T) {
	ports := []client.Port{{ContainerPort: 5000, PortAlias: "WEB"}, {ContainerPort: 7000, PortAlias: "MOVING"}}
	if err := CreateTakesAlias(ports, "WEB", 8080, nil); err == nil || !strings.Contains(err.Error(), "WEB_HOST and WEB_PORT") {
		t.Fatalf("held alias: %v", err)
	}
	// A port the resource itself changes gives its alias up first.
	if err := CreateTakesAlias(ports, "MOVING", 8080, func(n int64) bool { return n == 7000 }); err != nil {
		t.Fatalf("an alias the resource's own port gives up: %v", err)
	}
	if err := CreateTakesAlias(ports, "FREE", 8080, nil); err != nil {
		t.Fatalf("a free alias: %v", err)
	}
	if err := CreateTakesAlias(ports, "", 8080, nil); err != nil {
		t.Fatalf("no alias: %v", err)
	}
}

func TestCreateTakesVariables(t *testing.T) {
	envs := []client.ComponentEnv{{Name: "DB_PORT", Value: "secret-ish"}, {Name: "DBX", Value: "x"}}
	err := CreateTakesVariables(envs, "db", 8080, false)
	if err == nil || !strings.Contains(err.Error(), "DB_PORT") || strings.Contains(err.Error(), "DB_HOST") {
		t.Fatalf("the variable DB_PORT, named in upper case: %v", err)
	}
	// A console on MySQL finds variables whatever their case.
	if err := CreateTakesVariables([]client.ComponentEnv{{Name: "db_host"}}, "DB", 8080, false); err == nil || !strings.Contains(err.Error(), "db_host") {
		t.Fatalf("a lower-case db_host: %v", err)
	}
	if strings.Contains(err.Error(), "secret-ish") {
		t.Fatalf("the error shows a variable's value: %v", err)
	}
	if err := CreateTakesVariables(envs, "DBX", 8080, false); err != nil {
		t.Fatalf("no connection variable of DBX: %v", err)
	}
	// A port created with no alias gets the platform's default, whose
	// variables are checked the same way; the error names the default.
	envs = append(envs, client.ComponentEnv{Name: "GR12AB8080_HOST"})
	if a := tfid.DefaultPortAlias("gr12ab", 8080); a != "GR12AB8080" {
		t.Fatalf("default alias %q", a)
	}
	err = CreateTakesVariables(envs, tfid.DefaultPortAlias("gr12ab", 8080), 8080, true)
	if err == nil || !strings.Contains(err.Error(), `port 8080 with no port_alias (the platform then gives it the alias "GR12AB8080")`) {
		t.Fatalf("the default alias's variable: %v", err)
	}
}
