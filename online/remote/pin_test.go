package remote

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// selfSigned is a new self-signed certificate.
func selfSigned(t *testing.T) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "pin test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

func TestPinned(t *testing.T) {
	cert := selfSigned(t)
	ts := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("hello")) }))
	ts.TLS = &tls.Config{Certificates: []tls.Certificate{cert}}
	ts.StartTLS()
	defer ts.Close()
	if !strings.HasPrefix(ts.URL, "https://127.0.0.1:") {
		t.Fatalf("test server at %s, not on loopback", ts.URL)
	}
	right := sha256.Sum256(cert.Certificate[0])
	wrong := right
	wrong[31] ^= 1
	for _, c := range []struct {
		name string
		pin  [32]byte
		ok   bool
	}{{"its own pin", right, true}, {"one bit off", wrong, false}, {"a zero pin", [32]byte{}, false}} {
		t.Run(c.name, func(t *testing.T) {
			client := PinnedClient(c.pin)
			defer client.CloseIdleConnections()
			resp, err := client.Get(ts.URL)
			if c.ok {
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				return
			}
			if err == nil {
				resp.Body.Close()
				t.Fatal("a certificate of another pin accepted")
			}
			if !errors.Is(err, ErrPin) || !strings.Contains(err.Error(), FormatPin(right)) {
				t.Errorf("%v: want ErrPin naming the certificate's fingerprint", err)
			}
		})
	}
	// The default client, which trusts authorities only, refuses it too.
	if _, err := http.Get(ts.URL); err == nil {
		t.Error("a self-signed certificate accepted without a pin")
	}
}

func TestFormatPin(t *testing.T) {
	sum := [32]byte{0xab, 0x01, 0xff}
	if got := FormatPin(sum); got != "AB:01:FF:00:00:00:00:00…" {
		t.Errorf("%q", got)
	}
}
