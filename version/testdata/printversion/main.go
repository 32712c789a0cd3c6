// Command printversion prints agora/version.Version; version_test.go
// builds it with the release -ldflags to check the -X path still works.
package main

import (
	"fmt"

	"agora/version"
)

func main() { fmt.Println(version.Version) }
