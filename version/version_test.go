package version

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

func TestDefaultIsDev(t *testing.T) {
	// The tests are never built with the release -X flag.
	if Version != "dev" {
		t.Fatalf("Version = %q without -ldflags, want \"dev\"", Version)
	}
	if IsRelease() {
		t.Fatal("IsRelease() is true for a dev build")
	}
}

// readVersionFile reads ../VERSION, the one place the number is set.
func readVersionFile(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../VERSION")
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

func TestVersionFileIsSemver(t *testing.T) {
	// fyne package --app-version wants integers and dots only, x.y.z, and
	// Debian and Windows version fields want the same.
	v := readVersionFile(t)
	if !regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+$`).MatchString(v) {
		t.Fatalf("VERSION holds %q, want x.y.z", v)
	}
}

func TestFyneAppTomlAgreesWithVersionFile(t *testing.T) {
	// FyneApp.toml's Version only serves development runs (release builds
	// get --app-version from VERSION), but it must not tell another story.
	b, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]*)"`).FindSubmatch(b)
	if m == nil {
		t.Fatal("FyneApp.toml has no Details.Version")
	}
	if got, want := string(m[1]), readVersionFile(t); got != want {
		t.Fatalf("FyneApp.toml Version %q, VERSION %q: bump both together", got, want)
	}
}

func TestLinkerFlagSetsVersion(t *testing.T) {
	// The release scripts (scripts/package/build.sh) stamp the version with
	// -X=agora/version.Version; if this package moved or the variable were
	// renamed, -X would silently do nothing.
	if testing.Short() {
		t.Skip("builds a program")
	}
	cmd := exec.Command("go", "run", "-ldflags=-X=agora/version.Version=9.8.7", "./testdata/printversion")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "9.8.7" {
		t.Fatalf("built with -X the program says %q, want 9.8.7", got)
	}
}
