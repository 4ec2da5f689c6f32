package client

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-log/tflogtest"
)

// The registry user of a component create or build never reaches a log at
// TRACE, with or without a password, even when the server echoes it in
// its answer.
func TestRegistryUserNeverLogged(t *testing.T) {
	const user = "registry-user-4b7e"
	echo := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.WriteHeader(http.StatusBadRequest)
		_, _ = io.WriteString(w, `{"code":400,"msg":"refused `+strings.ReplaceAll(string(body), `"`, `'`)+`"}`)
	})
	for _, password := range []string{"", "registry-password-9c2d"} {
		c := newTestClient(t, echo)
		var logs bytes.Buffer
		ctx := tflogtest.RootLogger(context.Background(), &logs)
		_, createErr := c.CreateComponent(ctx, testComponent.App(), CreateComponentRequest{GroupID: 1, ServiceCname: "w", Image: "nginx", UserName: user, Password: password})
		_, buildErr := c.BuildComponent(ctx, testComponent, BuildComponentRequest{Username: user, Password: password})
		if createErr == nil || buildErr == nil {
			t.Fatalf("want both refused, got %v and %v", createErr, buildErr)
		}
		out := logs.String()
		if strings.Contains(out, user) || (password != "" && strings.Contains(out, password)) {
			t.Errorf("password %q: a registry credential reached the log:\n%s", password, out)
		}
	}
}
