package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// The write operations of components beyond the fourteen: create from an
// image (4.22), delete (4.23), change the stored image (4.19), build
// (4.20), operate an app's components (4.30) and upsert variables (4.15).

// CreateComponent creates a component from an image in an app (4.22). It
// is not idempotent, and its failures after the record is saved answer a
// 500 that is not JSON, with no id: a caller that gets an error for which
// MayHaveActed holds lists the app's components (ListAppComponents) and
// finds the component by its k8s_component_name before anything else. A
// repeat of a create that was made gets 400 code 20802
// (IsK8sComponentNameTaken). The 400s that the view answers after the
// record is saved (the first deploy or the region create failed) are
// marked ActedBeforeFailing, so that MayHaveActed holds for them.
func (c *Client) CreateComponent(ctx context.Context, ref AppRef, req CreateComponentRequest) (*CreatedComponent, error) {
	const name = "CreateComponent"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out CreatedComponent
	op := operation{name: name, method: http.MethodPost, path: p + "/services", body: req, secret: req.Password != "" || req.UserName != ""}
	if err := c.object(ctx, op, &out); err != nil {
		if ae, ok := AsAPIError(err); ok && createFailedAfterSave(ae) {
			ae.ActedBeforeFailing = true
		}
		return nil, err
	}
	if out.ServiceID == "" {
		return nil, op.decodeFailure(answer{status: http.StatusOK}, fmt.Errorf("the answer names no service_id"))
	}
	return &out, nil
}

// CodeComponentBuildFailed is the business code of the 400 a component
// create answers when its first deploy failed, after the record was saved
// and the region created it (ErrComponentBuildFailed).
const CodeComponentBuildFailed = 20800

// createFailedAfterSave recognises the create's 400s that come after the
// record was saved (openapi/views/apps/apps.py, post): code 20800, and
// "call cloud api failure" when the region create or what follows failed.
func createFailedAfterSave(e *APIError) bool {
	return e.StatusCode == http.StatusBadRequest && (e.Code == CodeComponentBuildFailed || slices.Contains(e.texts, "call cloud api failure"))
}

// DeleteComponent deletes a component (4.23). force asks the server to
// delete it even when a precondition fails; it then still answers the
// error. The answer is 200 with an empty body; a second delete gets the
// platform's 404 "no found component" (IsComponentGone).
func (c *Client) DeleteComponent(ctx context.Context, ref ComponentRef, force bool) error {
	const name = "DeleteComponent"
	p, err := ref.path()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	var q url.Values
	if force {
		q = url.Values{"force": {"1"}}
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodDelete, path: p, query: q, lockRepeatable: true, lockAnswer: deleteRolledBack})
	return err
}

// ChangeComponentImage stores a new image for a component (4.19). Only the
// record changes; a build or a deploy runs it.
func (c *Client) ChangeComponentImage(ctx context.Context, ref ComponentRef, image string) error {
	const name = "ChangeComponentImage"
	p, err := ref.path()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodPut, path: p + "/docker-image-change", body: map[string]string{"image": image}})
	return err
}

// BuildComponent builds and deploys a component (4.20) and returns the
// event to follow. Each call starts a build.
func (c *Client) BuildComponent(ctx context.Context, ref ComponentRef, req BuildComponentRequest) (*BuildStarted, error) {
	const name = "BuildComponent"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out BuildStarted
	op := operation{name: name, method: http.MethodPost, path: p + "/build", body: req, secret: req.Password != "" || req.Username != ""}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// OperateApp starts, stops, upgrades or deploys components of an app
// (4.30). The answer says nothing of each component: their events (4.32)
// do.
func (c *Client) OperateApp(ctx context.Context, ref AppRef, req AppOperation) error {
	const name = "OperateApp"
	p, err := ref.path()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodPost, path: p + "/operations", body: req})
	return err
}

// UpdateComponentEnvs creates or updates a component's variables by name
// (4.15) and returns every variable of the component after the change, of
// all scopes. An empty list changes nothing: it is the only read of the
// variables. The answer is a 400 when any stored variable breaks the
// request rules, after the change was saved (IsEnvListRefused).
func (c *Client) UpdateComponentEnvs(ctx context.Context, ref ComponentRef, envs []ComponentEnv) ([]ComponentEnv, error) {
	const name = "UpdateComponentEnvs"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if envs == nil {
		envs = []ComponentEnv{}
	}
	var out componentEnvs
	op := operation{name: name, method: http.MethodPut, path: p + "/envs", body: componentEnvs{Envs: envs}, secret: true}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return out.Envs, nil
}

// CodeK8sComponentNameTaken is the business code of the 400 that refuses a
// component create whose k8s_component_name the app already has.
const CodeK8sComponentNameTaken = 20802

// IsK8sComponentNameTaken reports that 400: on a retry of a create whose
// answer was lost, it means the first attempt made the component.
func IsK8sComponentNameTaken(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusBadRequest && ae.Code == CodeK8sComponentNameTaken
}

// IsEnvListRefused reports the validation 400 of a variables upsert whose
// answer lists a variable that breaks the request rules: the field errors
// are under "envs".
func IsEnvListRefused(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	for k := range ae.FieldErrors {
		if k == "envs" || strings.HasPrefix(k, "envs.") {
			return true
		}
	}
	return false
}
