package client

// CONTRACT STUB: written so that the provider can compile against the client's
// surface while the client is being built. The client's author replaces the
// bodies and spreads these declarations over proper files; the exported names
// and signatures below are the contract other packages rely on.

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// Config configures a Client.
type Config struct {
	BaseURL        string        // e.g. https://console.example.com (without /openapi/v1)
	Token          string        // sent raw in the Authorization header
	UserAgent      string        // full user agent string
	Insecure       bool          // skip TLS verification (explicit opt-in)
	CACertPEM      string        // extra CA bundle, PEM
	RequestTimeout time.Duration // per attempt; 0 means a sane default
	MaxRetries     int           // retries after the first attempt
	RetryWaitMin   time.Duration
	RetryWaitMax   time.Duration
	HTTPClient     *http.Client // optional, for tests
}

// Client calls the gateway API.
type Client struct{}

// New builds a Client.
func New(cfg Config) (*Client, error) { return nil, errors.New("client: not built yet") }

// ComponentRef is the path of one component.
type ComponentRef struct {
	TeamID     string
	RegionName string
	AppID      int64
	ServiceID  string
}

// AppRef is the path of one app.
type AppRef struct {
	TeamID     string
	RegionName string
	AppID      int64
}

// Port is a container port of a component.
type Port struct {
	ContainerPort  int64  `json:"container_port"`
	Protocol       string `json:"protocol"`
	PortAlias      string `json:"port_alias"`
	IsInnerService bool   `json:"is_inner_service"`
	IsOuterService bool   `json:"is_outer_service"`
	K8sServiceName string `json:"k8s_service_name"`
	MappingPort    *int64 `json:"mapping_port,omitempty"`
	LBMappingPort  *int64 `json:"lb_mapping_port,omitempty"`
}

// AddPortRequest is the body of AddPort.
type AddPortRequest struct {
	Port           int64  `json:"port"`
	Protocol       string `json:"protocol"`
	PortAlias      string `json:"port_alias,omitempty"`
	IsInnerService bool   `json:"is_inner_service"`
}

// Port update actions.
const (
	ActionOpenOuter       = "open_outer"
	ActionCloseOuter      = "close_outer"
	ActionOpenInner       = "open_inner"
	ActionCloseInner      = "close_inner"
	ActionChangeProtocol  = "change_protocol"
	ActionChangePortAlias = "change_port_alias"
)

// UpdatePortRequest is the body of UpdatePort.
type UpdatePortRequest struct {
	Action         string `json:"action"`
	Protocol       string `json:"protocol,omitempty"`
	PortAlias      string `json:"port_alias,omitempty"`
	K8sServiceName string `json:"k8s_service_name,omitempty"`
}

func (c *Client) ListPorts(ctx context.Context, ref ComponentRef) ([]Port, error) {
	return nil, errors.New("todo")
}
func (c *Client) AddPort(ctx context.Context, ref ComponentRef, req AddPortRequest) (*Port, error) {
	return nil, errors.New("todo")
}
func (c *Client) UpdatePort(ctx context.Context, ref ComponentRef, port int64, req UpdatePortRequest) (*Port, error) {
	return nil, errors.New("todo")
}
func (c *Client) DeletePort(ctx context.Context, ref ComponentRef, port int64) (*Port, error) {
	return nil, errors.New("todo")
}

// APIError is any non-2xx answer.
type APIError struct {
	Operation   string              // e.g. "AddPort"
	Method      string              // e.g. "POST"
	Path        string              // e.g. "/openapi/v1/teams/t/regions/r/apps/1/services/s/ports"
	StatusCode  int                 // HTTP status
	Code        int                 // the server's business code, when present
	Message     string              // the most useful server text (msg_show, msg, detail + err)
	FieldErrors map[string][]string // validation errors, when present
}

func (e *APIError) Error() string { return "todo" }

// ErrOutcomeUnknown is wrapped by errors where the request may have reached
// the server and acted (connection dropped after sending, or a 5xx on a POST).
var ErrOutcomeUnknown = errors.New("outcome unknown: the server may have acted")

func IsNotFound(err error) bool         { return false }
func IsConflict(err error) bool         { return false }
func IsStatus(err error, code int) bool { return false }

// IsOutcomeUnknown reports whether a write may or may not have been applied.
func IsOutcomeUnknown(err error) bool { return errors.Is(err, ErrOutcomeUnknown) }
