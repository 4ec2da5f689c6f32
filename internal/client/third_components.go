package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Third-party components (4.24): a component whose instances live outside
// the cluster, at static addresses or registered through an API. The API
// creates one; it is read with GetComponent (4.14) and deleted with
// DeleteComponent (4.23). Its endpoints cannot be read back or changed
// under /openapi/v1 (openapi/views/apps/apps.py CreateThirdComponentView).

// CreateThirdComponentRequest is CreateThirdComponentSerializer.
type CreateThirdComponentRequest struct {
	ComponentName string   `json:"component_name"`
	EndpointsType string   `json:"endpoints_type"` // static or api
	Endpoints     []string `json:"endpoints"`
}

// ThirdComponent is the create's answer: the stored component record,
// taken before the cluster call, and for api endpoints the key and the
// address that receive endpoint updates.
type ThirdComponent struct {
	Component
	APIServiceKey string `json:"api_service_key"`
	URL           string `json:"url"`
}

// UnmarshalJSON decodes the record with Component's own decoder, then the
// two fields of an api component.
func (t *ThirdComponent) UnmarshalJSON(b []byte) error {
	if err := t.Component.UnmarshalJSON(b); err != nil {
		return err
	}
	var extra struct {
		APIServiceKey string `json:"api_service_key"`
		URL           string `json:"url"`
	}
	if err := json.Unmarshal(b, &extra); err != nil {
		return err
	}
	t.APIServiceKey, t.URL = extra.APIServiceKey, extra.URL
	return nil
}

// CreateThirdComponent creates a third-party component in an app. It is
// not idempotent (a repeat makes a second one of the same name). The
// answer carries api_service_key, a secret: the operation's bodies are
// never logged nor quoted.
func (c *Client) CreateThirdComponent(ctx context.Context, ref AppRef, req CreateThirdComponentRequest) (*ThirdComponent, error) {
	const name = "CreateThirdComponent"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if req.Endpoints == nil {
		req.Endpoints = []string{}
	}
	var out ThirdComponent
	op := operation{name: name, method: http.MethodPost, path: p + "/third-components", body: req, secret: true}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	if out.ServiceID == "" {
		return nil, op.decodeFailure(answer{status: http.StatusOK}, fmt.Errorf("the answer names no service_id"))
	}
	return &out, nil
}
