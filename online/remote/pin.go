package remote

import (
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// ErrPin: the server's certificate is not the one its invite names.
var ErrPin = errors.New("the host's certificate is not the one in the invite")

// Pinned is a TLS configuration that accepts exactly the certificate
// whose SHA-256 digest (of its DER bytes) is sum, and refuses any other
// with ErrPin: what joining a host on the local network needs, whose
// certificate is self-signed and named by its fingerprint in the invite.
// No certificate authority is asked, and no name checked: the digest is
// the whole identity.
func Pinned(sum [32]byte) *tls.Config {
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		// The chain is not verified against any authority; VerifyConnection
		// below checks the one certificate against the pin instead.
		InsecureSkipVerify: true,
		VerifyConnection: func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 {
				return fmt.Errorf("%w: the host sent none", ErrPin)
			}
			got := sha256.Sum256(cs.PeerCertificates[0].Raw)
			if got != sum {
				return fmt.Errorf("%w: it has fingerprint %s, the invite %s", ErrPin, FormatPin(got), FormatPin(sum))
			}
			return nil
		},
	}
}

// PinnedClient is an HTTP client dialing with Pinned(sum): the
// Options.HTTPClient of a seat at a table on the local network.
func PinnedClient(sum [32]byte) *http.Client {
	return &http.Client{
		Timeout: 0, // WebSocket connections last; each dial is bounded by its context
		Transport: &http.Transport{
			TLSClientConfig:     Pinned(sum),
			TLSHandshakeTimeout: 10 * time.Second,
			ForceAttemptHTTP2:   false,
		},
	}
}

// FormatPin writes a fingerprint as people compare them: its first eight
// bytes in hex pairs, for a glance, then an ellipsis.
func FormatPin(sum [32]byte) string {
	var b strings.Builder
	for i := range 8 {
		if i > 0 {
			b.WriteByte(':')
		}
		b.WriteString(strings.ToUpper(hex.EncodeToString(sum[i : i+1])))
	}
	b.WriteString("…")
	return b.String()
}
