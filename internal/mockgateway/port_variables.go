package mockgateway

import (
	"slices"
	"strconv"
	"strings"
)

// A port opened to the inner network has two connection variables,
// <ALIAS>_HOST (note 连接地址, the port's k8s service name) and <ALIAS>_PORT
// (note 端口, the port), scope outer, not changeable, tied to the port by
// its number (console/services/app_config/port_service.py add_service_port
// 239-262, __open_inner 957-983, change_port_alias 1035-1075,
// delete_port_by_container_port 492; env_service.py add_service_env_var
// 100-146, its 412 for a name taken at 126-128, delete_env_by_container_port
// 251-257). FACTS.md, "Components and their variables".

const (
	hostNote = "连接地址"
	portNote = "端口"
)

// connectionHost is the _HOST value: the k8s service name, or 127.0.0.1
// under the built-in service mesh, where the sidecar answers locally.
func (g *Gateway) connectionHost(comp *Component, k8sName string) string {
	if app := g.st.App(comp.AppID); app != nil && app.GovernanceMode != nil && *app.GovernanceMode == "BUILD_IN_SERVICE_MESH" {
		return "127.0.0.1"
	}
	return k8sName
}

// addConnectionVariables adds the port's two variables. A variable of the
// name that the component has already is left as it is (the console's 412
// "环境变量…已存在"); with takeExisting (a port create) it is tied to the
// port all the same, so that the port's delete takes it, whoever made it.
func (g *Gateway) addConnectionVariables(comp *Component, p *Port, takeExisting bool) {
	host := p.K8sServiceName
	if host == "" {
		host = comp.ServiceAlias
	}
	envs := g.st.Envs[comp.ServiceID]
	for _, v := range []ComponentEnv{
		{Note: hostNote, Name: p.PortAlias + "_HOST", Value: g.connectionHost(comp, host)},
		{Note: portNote, Name: p.PortAlias + "_PORT", Value: strconv.FormatInt(p.ContainerPort, 10)},
	} {
		if i := slices.IndexFunc(envs, func(e ComponentEnv) bool { return e.Name == v.Name }); i >= 0 {
			if takeExisting {
				envs[i].ContainerPort = p.ContainerPort
			}
			continue
		}
		v.Scope, v.ContainerPort = "outer", p.ContainerPort
		envs = append(envs, v)
	}
	if g.st.Envs == nil {
		g.st.Envs = map[string][]ComponentEnv{}
	}
	g.st.Envs[comp.ServiceID] = envs
}

// removeConnectionVariables deletes every variable tied to the port.
func (g *Gateway) removeConnectionVariables(comp *Component, number int64) {
	g.st.Envs[comp.ServiceID] = slices.DeleteFunc(g.st.Envs[comp.ServiceID], func(e ComponentEnv) bool { return e.ContainerPort == number })
}

// renameConnectionVariables is change_port_alias's pass over the
// variables tied to a port: those of the changed port take the new alias
// in place of the old (Python's str.replace, every occurrence), and every
// _HOST one, of any port, takes the new k8s service name when one is given.
func (g *Gateway) renameConnectionVariables(comp *Component, p *Port, newAlias, k8sName string) {
	envs := g.st.Envs[comp.ServiceID]
	for i := range envs {
		e := &envs[i]
		if e.ContainerPort == 0 {
			continue
		}
		if e.ContainerPort == p.ContainerPort {
			e.Name = newAlias + strings.ReplaceAll(e.Name, p.PortAlias, "")
		}
		if strings.HasSuffix(e.Name, "HOST") && k8sName != "" {
			e.Value = g.connectionHost(comp, k8sName)
		}
	}
}
