package client

import "encoding/json"

// CreateComponentRequest is the body of a component create from an image
// (4.22). The server reads it without a serializer: GroupID names the app
// the component joins, and the team it is created in.
type CreateComponentRequest struct {
	GroupID          int64  `json:"group_id"`
	ServiceCname     string `json:"service_cname"`
	Image            string `json:"image"`
	K8sComponentName string `json:"k8s_component_name"`
	UserName         string `json:"user_name,omitempty"`
	Password         string `json:"password,omitempty"`
	IsDeploy         bool   `json:"is_deploy"`
}

// CreatedComponent is the bean of a component create: only the new id.
type CreatedComponent struct {
	ServiceID string `json:"service_id"`
}

// ComponentEnv is one environment variable of a component
// (ComponentEnvsBaseSerializers), in a request and in the answer.
type ComponentEnv struct {
	Name     string `json:"name"`
	Value    string `json:"value"`
	Note     string `json:"note"`
	IsChange *bool  `json:"is_change,omitempty"`
	Scope    string `json:"scope,omitempty"`
}

// UnmarshalJSON accepts a null note or value, and is_change as a string.
func (e *ComponentEnv) UnmarshalJSON(b []byte) error {
	var aux struct {
		Name     *string         `json:"name"`
		Value    *string         `json:"value"`
		Note     *string         `json:"note"`
		IsChange json.RawMessage `json:"is_change"`
		Scope    *string         `json:"scope"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*e = ComponentEnv{Name: textOrEmpty(aux.Name), Value: textOrEmpty(aux.Value), Note: textOrEmpty(aux.Note), Scope: textOrEmpty(aux.Scope)}
	switch string(aux.IsChange) {
	case "true", `"true"`, `"True"`, "1":
		v := true
		e.IsChange = &v
	case "false", `"false"`, `"False"`, "0":
		v := false
		e.IsChange = &v
	}
	return nil
}

// componentEnvs is the body and the answer of the variables' upsert.
type componentEnvs struct {
	Envs []ComponentEnv `json:"envs"`
}

// AppOperation is the body of 4.30: an action on some or all components
// of an app.
type AppOperation struct {
	Action     string   `json:"action"`
	ServiceIDs []string `json:"service_ids,omitempty"`
}

// The actions of AppOperation.
const (
	OperationStart   = "start"
	OperationStop    = "stop"
	OperationUpgrade = "upgrade"
	OperationDeploy  = "deploy"
)

// BuildComponentRequest is the body of a build (4.20). Every field is
// optional; RepoURL changes the component's source for good.
type BuildComponentRequest struct {
	RepoURL  string `json:"repo_url,omitempty"`
	Branch   string `json:"branch,omitempty"`
	Username string `json:"username,omitempty"`
	Password string `json:"password,omitempty"`
}

// BuildStarted is the answer of a build: the event to follow (4.32).
type BuildStarted struct {
	EventID string `json:"event_id"`
}

func textOrEmpty(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}
