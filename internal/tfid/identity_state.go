package tfid

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// The API takes a team by tenant id or by name and a component by component
// id or by alias, so one object has several IDs. Its resource identity must
// not: the identity Terraform keeps names the team by tenant id and the
// component by component id, as the platform reports them (identity.go
// resolves a component's forms). Private state keeps the canonical form
// found for an object, so that refresh asks the platform once per object.

// PrivateStore is a resource's private state in a response.
type PrivateStore interface {
	GetKey(ctx context.Context, key string) ([]byte, diag.Diagnostics)
	SetKey(ctx context.Context, key string, value []byte) diag.Diagnostics
}

// canonicalKey keeps, in private state, the canonical form found for an
// object, and the form it was found from, so that later reads need no
// request to set the same identity again. An import leaves it unset, which
// makes the read after the import look the object up.
const canonicalKey = "canonical"

type keptCanonical struct {
	From string `json:"from"` // the ID as the configuration writes it
	ID   string `json:"id"`   // the same ID in canonical form
}

// KeptCanonicalID returns the canonical form of the ID from, if private
// state holds it.
func KeptCanonicalID(ctx context.Context, p PrivateStore, from string) (string, bool) {
	if p == nil {
		return "", false
	}
	b, _ := p.GetKey(ctx, canonicalKey)
	var k keptCanonical
	if len(b) == 0 || json.Unmarshal(b, &k) != nil || k.From != from || k.ID == "" {
		return "", false
	}
	return k.ID, true
}

// KeepCanonicalID records the canonical form of the ID from. Private state
// is only a cache here: when it cannot be written, the next read asks the
// platform again, and finds the same answer.
func KeepCanonicalID(ctx context.Context, p PrivateStore, from, id string) {
	if p == nil {
		return
	}
	if b, err := json.Marshal(keptCanonical{From: from, ID: id}); err == nil {
		_ = p.SetKey(ctx, canonicalKey, b)
	}
}

// KeepIdentityUnconfigured sets the identity of an object that cannot be
// refreshed because the provider is not configured yet. A recorded identity
// stays; a state without one (written by a provider version without
// identities) takes the canonical form kept in private state. Without
// either, only the platform could tell the identity, which is an error.
func KeepIdentityUnconfigured(ctx context.Context, f IDFormat, from string, priv PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	if ident == nil || !ident.Raw.IsFullyNull() {
		return
	}
	if id, ok := KeptCanonicalID(ctx, priv, from); ok {
		SetIdentityFromID(ctx, ident, f, id, diags)
		return
	}
	diags.AddError("Cannot record the resource identity before the provider is configured",
		fmt.Sprintf("%s has no resource identity yet (it was recorded by an earlier version of the provider), and only the platform can tell its canonical team and component ids. %s", from, tfschema.UnconfiguredDetail))
}

// IdentityOfRemoved gives an object that Read removes from state an
// identity, from its ID as configured: the framework wants an identity
// after every read without error, and Terraform drops it with the object.
func IdentityOfRemoved(ctx context.Context, f IDFormat, id string, ident *tfsdk.ResourceIdentity) {
	if ident == nil || !ident.Raw.IsFullyNull() {
		return
	}
	var ignored diag.Diagnostics
	SetIdentityFromID(ctx, ident, f, id, &ignored)
}

// CanonicalID returns the canonical form of the ID from: the one private
// state keeps, or else the one resolve finds (a request to the platform),
// which private state then keeps for the next read.
func CanonicalID(ctx context.Context, priv PrivateStore, from string, resolve func(context.Context) (string, error)) (string, error) {
	if id, ok := KeptCanonicalID(ctx, priv, from); ok {
		return id, nil
	}
	id, err := resolve(ctx)
	if err != nil {
		return "", err
	}
	KeepCanonicalID(ctx, priv, from, id)
	return id, nil
}
