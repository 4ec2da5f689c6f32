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
}

// UnmarshalJSON accepts port numbers sent as strings.
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
	*p = Port(aux.plain)
	p.ContainerPort = int64(aux.ContainerPort)
	p.MappingPort = aux.MappingPort.ptr()
	p.LBMappingPort = aux.LBMappingPort.ptr()
	return nil
}

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
