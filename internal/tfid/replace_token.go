package tfid

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"

	"github.com/hashicorp/terraform-plugin-framework/diag"
)

// replaceTokenKey is the private plan data under which the update pass of
// a port resource (of either form) leaves the token of its claim. Terraform hands the planned private
// data of the update pass to the create pass of a replacement of the same
// resource, and to no other resource, so the token proves that a create
// claim and an update claim on one port are one resource being replaced.
const replaceTokenKey = "port_plan_claim"

// NewReplaceToken makes a token for an update claim and keeps it in the
// planned private data.
func NewReplaceToken(ctx context.Context, priv PrivateStore, diags *diag.Diagnostics) string {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "" // no token: a replacement of this port then fails as declared twice, never passes silently
	}
	token := hex.EncodeToString(b)
	raw, _ := json.Marshal(token)
	diags.Append(priv.SetKey(ctx, replaceTokenKey, raw)...)
	return token
}

// ReplaceToken reads the token an update pass of the same resource left
// in the private data the create pass receives; "" when there is none.
func ReplaceToken(ctx context.Context, priv PrivateStore) string {
	raw, d := priv.GetKey(ctx, replaceTokenKey)
	var token string
	if d.HasError() || len(raw) == 0 || json.Unmarshal(raw, &token) != nil {
		return ""
	}
	return token
}
