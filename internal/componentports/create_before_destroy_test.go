package componentports_test

import (
	"encoding/json"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const createBeforeDestroy = "  lifecycle {\n    create_before_destroy = true\n  }\n"

// stateObjects reads the resource's objects from terraform state pull:
// the current one's status ("" or "tainted", "none" when there is no
// current object) and the number of deposed ones.
func stateObjects(t *testing.T, w *acctest.CLIWorkdir) (current string, deposed int) {
	t.Helper()
	var doc struct {
		Resources []struct {
			Type, Name string
			Instances  []struct {
				Status  string `json:"status"`
				Deposed string `json:"deposed"`
			} `json:"instances"`
		} `json:"resources"`
	}
	if err := json.Unmarshal([]byte(w.Run("state", "pull")), &doc); err != nil {
		t.Fatal(err)
	}
	current = "none"
	for _, r := range doc.Resources {
		if r.Type+"."+r.Name != setAddr {
			continue
		}
		for _, i := range r.Instances {
			if i.Deposed != "" {
				deposed++
			} else {
				current = i.Status
			}
		}
	}
	return current, deposed
}

// A -replace of the aggregate under create_before_destroy cannot make its
// ports a second time beside the object it replaces. The create refuses
// them with no write, naming create_before_destroy; having made nothing,
// it leaves no object, so Terraform keeps the old one current (not a
// tainted empty one beside it, deposed, which no later plan got past).
// Following the advice, the replacement without create_before_destroy
// goes through.
func TestAccComponentPorts_createBeforeDestroyReplacementKeepsTheState(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	two := map[string]string{"8080": plain, "8081": plain}
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", two, createBeforeDestroy)))
	w.Run("apply", "-auto-approve", "-input=false")

	env.GW.ResetCounts()
	out, err := w.Try("apply", "-auto-approve", "-input=false", "-replace="+setAddr)
	if err == nil {
		t.Fatalf("the create_before_destroy replacement went through:\n%s", out)
	}
	acctest.ExpectIn(t, "create_before_destroy replacement", out, "Cannot create port 8080", "Nothing was sent for this port",
		"create_before_destroy cannot make a second copy of it", "Remove create_before_destroy from this resource")
	acctest.ExpectNotIn(t, "create_before_destroy replacement", out, neverInconsistent...)
	if n := env.GW.Count(mockgateway.OpAddPort); n != 0 {
		t.Fatalf("%d port creates sent by a create that refuses", n)
	}
	if current, deposed := stateObjects(t, w); current != "" || deposed != 0 {
		t.Fatalf("after the refused replacement the current object is %q (want untainted) beside %d deposed", current, deposed)
	}
	if got := statePorts(t, w); len(got) != 2 || got[0] != "8080" || got[1] != "8081" {
		t.Fatalf("the state holds ports %v, want the old object's [8080 8081]", got)
	}

	// The advice: without create_before_destroy, the same -replace.
	w.Write(env.Config(setHCL("web", two, "")))
	w.Run("apply", "-auto-approve", "-input=false", "-replace="+setAddr)
	if err := mockHas(env, []int64{8080, 8081}, nil)(nil); err != nil {
		t.Fatal(err)
	}
	acctest.ExpectIn(t, "plan after the replacement", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
	expectStateIsPlatform(t, env, w, "after the replacement")
}

// An earlier release left, after such a refusal, a tainted empty object
// beside the deposed one that holds the ports. The provider cannot tell
// that pair from a renamed resource (Terraform plans the tainted object's
// replacement as a new resource), so the plan error names both readings,
// and the advice for the deposed object, followed, converges.
func TestAccComponentPorts_deposedObjectOfTheSameResourceIsExplained(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	ports := map[string]string{"8080": plain}
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", ports, createBeforeDestroy)))
	w.Run("apply", "-auto-approve", "-input=false")
	w.WriteFile("left.tfstate", leftOverState(t, w.Run("state", "pull")))
	w.Run("state", "push", "left.tfstate")
	if current, deposed := stateObjects(t, w); current != "tainted" || deposed != 1 {
		t.Fatalf("the state left over: current %q, %d deposed", current, deposed)
	}

	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan went through with the port in a deposed object:\n%s", out)
	}
	acctest.ExpectIn(t, "plan beside a deposed object", out, "Port 8080 is destroyed and created in one plan", `one of them a "deposed object"`,
		"terraform destroy -refresh=false -target=<address of this resource>", "terraform apply")

	w.Run("destroy", "-refresh=false", "-auto-approve", "-input=false", "-target="+setAddr)
	w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "plan after the advice", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
	if current, deposed := stateObjects(t, w); current != "" || deposed != 0 {
		t.Fatalf("after the advice: current %q, %d deposed", current, deposed)
	}
	expectStateIsPlatform(t, env, w, "after the advice")
}

// The same replacement adding a port makes the new port, refuses the old
// one, and leaves the new object tainted beside the deposed old one, which
// holds the refused port. Each error's advice is followed: the plan then
// names the deposed object, and destroying the resource's objects and
// applying converges.
func TestAccComponentPorts_createBeforeDestroyWithANewPortConverges(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": plain}, createBeforeDestroy)))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain}, createBeforeDestroy)))
	out, err := w.Try("apply", "-auto-approve", "-input=false", "-replace="+setAddr)
	if err == nil {
		t.Fatalf("the create_before_destroy replacement went through:\n%s", out)
	}
	acctest.ExpectIn(t, "replacement with a new port", out, "Cannot create port 8080", "create_before_destroy cannot make a second copy of it",
		"made port(s) 8081", "terraform untaint")
	if current, deposed := stateObjects(t, w); current != "tainted" || deposed != 1 {
		t.Fatalf("after the partial replacement: current %q, %d deposed", current, deposed)
	}
	out, err = w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan went through with the port in a deposed object:\n%s", out)
	}
	acctest.ExpectIn(t, "plan beside the deposed object", out, `one of them a "deposed object"`, "terraform destroy -refresh=false -target=<address of this resource>")
	w.Run("destroy", "-refresh=false", "-auto-approve", "-input=false", "-target="+setAddr)
	w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "plan after the advice", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
	if current, deposed := stateObjects(t, w); current != "" || deposed != 0 {
		t.Fatalf("after the advice: current %q, %d deposed", current, deposed)
	}
	if err := mockHas(env, []int64{8080, 8081}, nil)(nil); err != nil {
		t.Fatal(err)
	}
}

// leftOverState turns a pulled state into the one the earlier release
// left: the object deposed, and a tainted current one with no ports.
func leftOverState(t *testing.T, pulled string) string {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal([]byte(pulled), &doc); err != nil {
		t.Fatal(err)
	}
	doc["serial"] = doc["serial"].(float64) + 1
	for _, r := range doc["resources"].([]any) {
		res := r.(map[string]any)
		if res["type"].(string)+"."+res["name"].(string) != setAddr {
			continue
		}
		old := res["instances"].([]any)[0].(map[string]any)
		tainted := map[string]any{}
		for k, v := range old {
			tainted[k] = v
		}
		attrs := map[string]any{}
		for k, v := range old["attributes"].(map[string]any) {
			attrs[k] = v
		}
		attrs["ports"] = map[string]any{}
		tainted["attributes"], tainted["status"] = attrs, "tainted"
		old["deposed"], old["create_before_destroy"] = "5e1f0c2a", true
		res["instances"] = []any{tainted, old}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// L1: a create that fails part-way (the outer service of 8081 opened, but
// the answer lost to a 500) names the ports it made, says the resource is
// tainted, and that terraform untaint keeps them; followed, the next apply
// makes and deletes no port.
func TestAccComponentPorts_partialCreateNamesThePortsAndUntaint(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, "")))
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpUpdatePort, Status: 500, AfterCommit: true})
	out := mustFail(t, w, "create with a failed action", "were created in part; the resource is tainted", "made port(s) 8080, 8081",
		"terraform untaint <address of this resource>")
	env.GW.ResetFaults()
	if current, _ := stateObjects(t, w); current != "tainted" {
		t.Fatalf("after the partial create the resource is %q, want tainted:\n%s", current, out)
	}

	w.Run("untaint", setAddr)
	env.GW.ResetCounts()
	w.Run("apply", "-auto-approve", "-input=false")
	if n, d := env.GW.Count(mockgateway.OpAddPort), env.GW.Count(mockgateway.OpDeletePort); n != 0 || d != 0 {
		t.Fatalf("after untaint the apply created %d and deleted %d ports, want none", n, d)
	}
	acctest.ExpectIn(t, "plan after untaint", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
	if err := mockHas(env, []int64{8080, 8081}, map[string]string{"8081.is_outer_service": "true"})(nil); err != nil {
		t.Fatal(err)
	}
}
