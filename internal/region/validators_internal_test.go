package region

import "testing"

func TestCheckTCPDomain(t *testing.T) {
	for _, ok := range []string{"192.0.2.10", "0.0.0.0", "255.255.255.255", "192.0.2.10:30000", "10.0.0.1 (lb)"} {
		if err := checkTCPDomain(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "tcp.example.com", "256.1.1.1", "1.2.3", "1.2.3.4567", "a1.2.3.4", " 1.2.3.4"} {
		if err := checkTCPDomain(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestCheckRegionURL(t *testing.T) {
	httpOnly := []string{"http", "https"}
	ws := []string{"ws", "wss", "http", "https"}
	for _, ok := range []string{"https://192.0.2.10:8443", "http://region.example.com", "HTTPS://localhost:8443/api", "https://a.b"} {
		if err := checkRegionURL(ok, httpOnly); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "192.0.2.10:8443", "ftp://192.0.2.10", "ws://192.0.2.10:6060", "https://", "https://region", "https://[::1]:8443", "https://1.2.3.4:99999", "not a url"} {
		if err := checkRegionURL(bad, httpOnly); err == nil {
			t.Errorf("%q accepted as url", bad)
		}
	}
	for _, ok := range []string{"ws://192.0.2.10:6060", "wss://region.example.com:6060", "https://192.0.2.10:6060"} {
		if err := checkRegionURL(ok, ws); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}
