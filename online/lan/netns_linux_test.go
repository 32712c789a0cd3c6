package lan

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// netnsEnv marks the test process running in its own network namespace.
const netnsEnv = "AGORA_LAN_NETNS"

// inNetns runs the calling test again in a new process with a network
// namespace of its own, whose only interface is a loopback with
// multicast on, and reports whether the caller is that process (true:
// go on with the test; false: the child ran it, or it was skipped). No
// packet of such a test can reach any network: the namespace has no
// other interface.
func inNetns(t *testing.T) bool {
	t.Helper()
	if os.Getenv(netnsEnv) == "1" {
		for _, args := range [][]string{
			{"link", "set", "lo", "up"},
			{"link", "set", "lo", "multicast", "on"},
			{"route", "add", "224.0.0.0/4", "dev", "lo"},
		} {
			if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
				t.Fatalf("ip %s: %v: %s", strings.Join(args, " "), err, out)
			}
		}
		return true
	}
	if _, err := exec.LookPath("ip"); err != nil {
		t.Skip("no ip command to set up a network namespace")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v", "-test.timeout=60s")
	cmd.Env = append(os.Environ(), netnsEnv+"=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWNET}
	out, err := cmd.CombinedOutput()
	if errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.EINVAL) {
		t.Skipf("no network namespace here (%v): announce and browse untested", err)
	}
	t.Logf("in its own network namespace:\n%s", out)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return false
}
