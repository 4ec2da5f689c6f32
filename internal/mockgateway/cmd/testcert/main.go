// Command testcert writes a self-signed certificate and its private key,
// PEM, valid for a year, for the quickstart's custom domain on the mock
// gateway:
//
//	go run ./internal/mockgateway/cmd/testcert -cert shop.crt -key shop.key shop.example.com
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func main() {
	certPath := flag.String("cert", "certificate.pem", "file to write the certificate to")
	keyPath := flag.String("key", "private_key.pem", "file to write the private key to (mode 0600)")
	flag.Parse()
	names := flag.Args()
	if len(names) == 0 {
		names = []string{"example.com"}
	}
	cert, key := mockgateway.TestCertificate(time.Now().Add(-time.Hour), time.Now().AddDate(1, 0, 0), names...)
	if err := os.WriteFile(*certPath, []byte(cert), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "testcert:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*keyPath, []byte(key), 0o600); err != nil {
		fmt.Fprintln(os.Stderr, "testcert:", err)
		os.Exit(1)
	}
}
