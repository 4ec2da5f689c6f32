package client

import "encoding/json"

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

	// complete is set when the port is decoded from an answer that held
	// every field (see Complete); a Port built in code is never complete.
	complete bool
}

// The fields of a whole port: the six the interface requires, which must
// not be null, and the two mapping ports that the server's port record
// always carries, which may be.
var (
	portRequiredFields = []string{"container_port", "protocol", "port_alias", "is_inner_service", "is_outer_service", "k8s_service_name"}
	portMappingFields  = []string{"mapping_port", "lb_mapping_port"}
)

// UnmarshalJSON accepts port numbers sent as strings, and notes which
// fields the answer left out.
func (p *Port) UnmarshalJSON(b []byte) error {
	type plain Port
	var aux struct {
		plain
		ContainerPort flexInt  `json:"container_port"`
		MappingPort   *flexInt `json:"mapping_port"`
		LBMappingPort *flexInt `json:"lb_mapping_port"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return err
	}
	*p = Port(aux.plain)
	p.ContainerPort = int64(aux.ContainerPort)
	p.MappingPort = aux.MappingPort.ptr()
	p.LBMappingPort = aux.LBMappingPort.ptr()
	p.complete = true
	for _, name := range portRequiredFields {
		if v, ok := fields[name]; !ok || string(v) == "null" {
			p.complete = false
		}
	}
	for _, name := range portMappingFields {
		if _, ok := fields[name]; !ok {
			p.complete = false
		}
	}
	return nil
}

// Complete reports whether the port was decoded from an answer that carried
// every field of a port, so that it can stand for the server's record
// without a read-back. A write's answer may be partial (the interface does
// not promise its shape), and a field it lacks is not a field the server
// lacks.
func (p Port) Complete() bool { return p.complete }

// Port protocols the server accepts in requests.
const (
	ProtocolTCP   = "tcp"
	ProtocolHTTP  = "http"
	ProtocolMySQL = "mysql"
	ProtocolGRPC  = "grpc"
	ProtocolUDP   = "udp"
)

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

// UpdatePortRequest is the body of UpdatePort: one action, with the fields
// that action needs.
type UpdatePortRequest struct {
	Action         string `json:"action"`
	Protocol       string `json:"protocol,omitempty"`
	PortAlias      string `json:"port_alias,omitempty"`
	K8sServiceName string `json:"k8s_service_name,omitempty"`
}
