package lan

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"time"
)

// Files of the host's certificate in the data folder.
const (
	CertFile = "lan-host.crt"
	KeyFile  = "lan-host.key"
)

// certLife is how long a host's certificate is valid. Nobody checks it
// against a clock but Go's TLS stack; joiners pin it.
const certLife = 20 * 365 * 24 * time.Hour

// Cert is the host's certificate and its fingerprint.
type Cert struct {
	TLS tls.Certificate
	// Pin is the SHA-256 digest of the certificate's DER bytes.
	Pin [32]byte
}

// LoadCert reads the host's certificate from dir, making it the first
// time: an ECDSA P-256 key (written 0600) and a self-signed certificate.
// It is never replaced once made, so invites and joiners' memories of it
// stay good; a pair that cannot be read is an error, not a reason to make
// another.
func LoadCert(dir string) (Cert, error) {
	certPath, keyPath := filepath.Join(dir, CertFile), filepath.Join(dir, KeyFile)
	_, errC := os.Stat(certPath)
	_, errK := os.Stat(keyPath)
	switch {
	case errors.Is(errC, os.ErrNotExist) && errors.Is(errK, os.ErrNotExist):
		if err := makeCert(certPath, keyPath); err != nil {
			return Cert{}, err
		}
	case errC != nil:
		return Cert{}, errC
	case errK != nil:
		return Cert{}, errK
	}
	pair, err := tls.LoadX509KeyPair(certPath, keyPath)
	if err != nil {
		return Cert{}, fmt.Errorf("the host's certificate in %s: %w", dir, err)
	}
	return Cert{TLS: pair, Pin: sha256.Sum256(pair.Certificate[0])}, nil
}

// makeCert writes a new key and certificate. The key is written first,
// 0600, and each file whole (O_EXCL: never over another).
func makeCert(certPath, keyPath string) error {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	if err != nil {
		return err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: "Agora table"},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(certLife),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return err
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(certPath), 0o700); err != nil {
		return err
	}
	if err := writeNew(keyPath, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600); err != nil {
		return err
	}
	if err := writeNew(certPath, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644); err != nil {
		os.Remove(keyPath)
		return err
	}
	return nil
}

// writeNew writes data to a file that must not exist yet, through a
// temporary file and a link, so that a crash leaves no half file.
func writeNew(path string, data []byte, perm os.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Link(tmp.Name(), path); err != nil { // fails if path exists
		if errors.Is(err, os.ErrExist) {
			return err
		}
		// A file system without links: the check and the rename are
		// not one step, but nothing else writes these files.
		if _, serr := os.Stat(path); serr == nil {
			return fmt.Errorf("%s: %w", path, os.ErrExist)
		}
		return os.Rename(tmp.Name(), path)
	}
	return nil
}
