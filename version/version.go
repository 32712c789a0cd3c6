// Package version says which release of Agora this binary is.
//
// The number is written once, in the VERSION file at the root of the
// repository. The release builds (make dist, the CI release workflow)
// carry it into the binary with
//
//	-ldflags -X=agora/version.Version=$(cat VERSION)
//
// A plain `go build` or `go run` leaves the default, "dev".
package version

// Version is the release number, "0.1.0" style, or "dev" for a build
// that did not go through the release scripts.
var Version = "dev"

// Commit is the git commit the release was built from, short form, when
// the build passes it (-X=agora/version.Commit=...); empty otherwise.
var Commit = ""

// IsRelease tells a release build from a development one.
func IsRelease() bool { return Version != "dev" }
