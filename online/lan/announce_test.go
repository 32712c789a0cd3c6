package lan

import (
	"context"
	"net"
	"testing"
	"time"
)

func TestAnnounceBrowse(t *testing.T) {
	if !inNetns(t) {
		return
	}
	lo, err := net.InterfaceByName("lo")
	if err != nil {
		t.Fatal(err)
	}
	tab := Table{Name: "Chez Ada", Game: "wonders", Expansions: []string{"commerce", "faith"}, Free: 3, Seats: 5,
		Invite: Invite{Port: 8443, Code: "ABCDEFGHIJKLMNOP", Pin: [32]byte{1, 2, 3}}}
	a, err := Announce(tab, AnnounceOptions{Interface: lo, IPs: []net.IP{net.IPv4(127, 0, 0, 1)}, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	found, err := Browse(ctx, BrowseOptions{Interface: lo, Timeout: time.Second, Logf: t.Logf})
	t.Logf("%+v %v", found, err)
}
