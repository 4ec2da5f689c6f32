package app

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// fakeAPI is an AppAPI over a slice of apps and components, recording the
// writes it receives.
type fakeAPI struct {
	apps       []client.App
	components []client.Component
	createErr  error // what CreateApp answers; nil creates
	listErr    error // what AppComponents answers; nil lists components
	writes     []string
}

func (f *fakeAPI) Apps(context.Context, string, string) ([]client.App, error) { return f.apps, nil }

func (f *fakeAPI) FindApp(_ context.Context, _, _ string, id int64) (client.App, bool, error) {
	i := slices.IndexFunc(f.apps, func(a client.App) bool { return a.ID == id })
	if i < 0 {
		return client.App{}, false, nil
	}
	return f.apps[i], true, nil
}

func (f *fakeAPI) FreshAppsNamed(_ context.Context, _, _, name string) ([]client.App, error) {
	var out []client.App
	for _, a := range f.apps {
		if strings.Contains(strings.ToLower(a.GroupName), strings.ToLower(name)) {
			out = append(out, a)
		}
	}
	return out, nil
}

func (f *fakeAPI) AppComponents(context.Context, client.AppRef) ([]client.Component, error) {
	return f.components, f.listErr
}

func (f *fakeAPI) CreateApp(_ context.Context, _, _ string, req client.CreateAppRequest) (*client.App, error) {
	f.writes = append(f.writes, "CreateApp")
	if f.createErr != nil {
		return nil, f.createErr
	}
	a := client.App{ID: int64(len(f.apps) + 1), GroupName: req.AppName, Note: &req.AppNote}
	f.apps = append(f.apps, a)
	return &a, nil
}

func (f *fakeAPI) DeleteApp(context.Context, client.AppRef) error {
	f.writes = append(f.writes, "DeleteApp")
	return nil
}

// nameTaken is the server's answer to a create of a name in use.
var nameTaken = &client.APIError{Operation: "CreateApp", Method: http.MethodPost, StatusCode: http.StatusBadRequest, Code: 400, Message: "应用名称已存在 (app name exist)"}

// retriedNameTaken is that answer to a retry of a create whose first
// attempt may have been applied.
var retriedNameTaken = &client.APIError{Operation: "CreateApp", Method: http.MethodPost, StatusCode: http.StatusBadRequest, Code: 400, Message: "应用名称已存在 (app name exist)", EarlierAttemptMayHaveActed: true}

// lostAnswer is a create whose connection dropped after it was sent.
var lostAnswer = &client.RequestError{Operation: "CreateApp", Method: http.MethodPost, OutcomeUnknown: true, Err: context.DeadlineExceeded}
