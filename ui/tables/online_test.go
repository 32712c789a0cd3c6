package tables

import "testing"

// A loopback host address keeps the app off the network; any other, or
// none, lets it announce and look for tables.
func TestNetworkLoopback(t *testing.T) {
	for _, tt := range []struct {
		addr string
		want bool
	}{
		{"", false},
		{"127.0.0.1:0", true},
		{"[::1]:4000", true},
		{"localhost:0", true},
		{":0", false},
		{"0.0.0.0:0", false},
		{"192.0.2.7:0", false},
		{"127.0.0.1", false},
	} {
		if got := (Network{HostAddr: tt.addr}).loopback(); got != tt.want {
			t.Errorf("%q: loopback %v, want %v", tt.addr, got, tt.want)
		}
	}
}
