package mockgateway

import (
	"net"
	"net/http"
	"strings"
)

// AdminPrefix is where the admin API lives.
const AdminPrefix = "/_mock/"

// NewServerHandler serves the gateway and, under AdminPrefix, its admin
// API. The admin API needs no token and answers only loopback clients.
func NewServerHandler(g *Gateway) http.Handler {
	admin := g.adminMux()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, AdminPrefix) && r.URL.Path != strings.TrimSuffix(AdminPrefix, "/") {
			g.ServeHTTP(w, r)
			return
		}
		if !isLoopback(r.RemoteAddr) {
			writeReply(w, reply{http.StatusForbidden, map[string]any{"msg": "the admin API answers loopback clients only"}})
			return
		}
		admin.ServeHTTP(w, r)
	})
}

func isLoopback(remoteAddr string) bool {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (g *Gateway) adminMux() *http.ServeMux {
	mux := http.NewServeMux()
	return mux
}
