package lan

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha256"
	"crypto/x509"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestCertMadeOnceAndKept(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	c1, err := LoadCert(dir)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(c1.TLS.Certificate[0])
	if err != nil {
		t.Fatal(err)
	}
	if c1.Pin != sha256.Sum256(leaf.Raw) {
		t.Error("the pin is not the certificate's SHA-256")
	}
	key, ok := leaf.PublicKey.(*ecdsa.PublicKey)
	if !ok || key.Curve != elliptic.P256() {
		t.Errorf("key %T, want ECDSA P-256", leaf.PublicKey)
	}
	if err := leaf.CheckSignature(leaf.SignatureAlgorithm, leaf.RawTBSCertificate, leaf.Signature); err != nil || leaf.Issuer.String() != leaf.Subject.String() {
		t.Errorf("not self-signed: %v", err)
	}
	if len(leaf.ExtKeyUsage) != 1 || leaf.ExtKeyUsage[0] != x509.ExtKeyUsageServerAuth {
		t.Errorf("usage %v", leaf.ExtKeyUsage)
	}
	st, err := os.Stat(filepath.Join(dir, KeyFile))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("key file %v, want 0600", st.Mode().Perm())
	}
	for range 2 {
		c2, err := LoadCert(dir)
		if err != nil {
			t.Fatal(err)
		}
		if c2.Pin != c1.Pin {
			t.Fatal("the certificate changed between two loads")
		}
	}
	other, err := LoadCert(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if other.Pin == c1.Pin {
		t.Error("two data folders, one certificate")
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".tmp-*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

func TestCertNeverReplaced(t *testing.T) {
	for _, c := range []struct {
		name   string
		break_ func(dir string)
	}{
		{"key lost", func(dir string) { os.Remove(filepath.Join(dir, KeyFile)) }},
		{"certificate lost", func(dir string) { os.Remove(filepath.Join(dir, CertFile)) }},
		{"certificate garbled", func(dir string) { os.WriteFile(filepath.Join(dir, CertFile), []byte("not pem"), 0o644) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if _, err := LoadCert(dir); err != nil {
				t.Fatal(err)
			}
			c.break_(dir)
			before, _ := os.ReadFile(filepath.Join(dir, CertFile))
			if _, err := LoadCert(dir); err == nil {
				t.Fatal("a broken pair loaded")
			}
			after, _ := os.ReadFile(filepath.Join(dir, CertFile))
			if string(before) != string(after) {
				t.Error("a broken pair was replaced")
			}
		})
	}
}

func TestWriteNewRefusesToOverwrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := writeNew(path, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := writeNew(path, []byte("two"), 0o600); !errors.Is(err, os.ErrExist) {
		t.Errorf("second write: %v, want ErrExist", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "one" {
		t.Errorf("file holds %q", b)
	}
}
