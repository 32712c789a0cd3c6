package lan

import (
	"context"
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"
)

func testTable() Table {
	inv := testInvite()
	inv.Host = ""
	return Table{Name: `Chez "Ada". Café \o/`, Game: "wonders", Expansions: []string{"commerce", "faith"}, Free: 3, Seats: 5, Invite: inv}
}

// entryOf is what a browser gathers of the records svc answers to a
// question for the service, packed and unpacked as on the wire: what
// hashicorp/mdns's client does with them.
func entryOf(t *testing.T, svc *mdns.MDNSService) *mdns.ServiceEntry {
	t.Helper()
	out := &dns.Msg{Answer: svc.Records(dns.Question{Name: Service + ".local.", Qtype: dns.TypePTR, Qclass: dns.ClassINET})}
	out.Response = true
	wire, err := out.Pack()
	if err != nil {
		t.Fatal(err)
	}
	var in dns.Msg
	if err := in.Unpack(wire); err != nil {
		t.Fatal(err)
	}
	e := &mdns.ServiceEntry{}
	for _, rr := range append(in.Answer, in.Extra...) {
		switch rr := rr.(type) {
		case *dns.PTR:
			e.Name = rr.Ptr
		case *dns.SRV:
			e.Port = int(rr.Port)
		case *dns.TXT:
			e.InfoFields = rr.Txt
		case *dns.A:
			e.AddrV4 = rr.A
		case *dns.AAAA:
			e.AddrV6IPAddr = &net.IPAddr{IP: rr.AAAA}
		}
	}
	return e
}

// TestTableRecords builds a table's records, as the responder answers
// them, and reads them back, as a browser does, without a network.
func TestTableRecords(t *testing.T) {
	tab := testTable()
	for _, ip := range []net.IP{net.IPv4(192, 168, 1, 20), net.ParseIP("fd00::20")} {
		svc, err := service(tab, []net.IP{ip})
		if err != nil {
			t.Fatal(err)
		}
		got, err := parseEntry(entryOf(t, svc))
		if err != nil {
			t.Fatal(err)
		}
		want := tab
		want.Invite.Host = ip.String()
		if got.Name != want.Name || got.Game != want.Game || !slices.Equal(got.Expansions, want.Expansions) ||
			got.Free != want.Free || got.Seats != want.Seats || got.Invite != want.Invite {
			t.Errorf("read back %+v, want %+v", got, want)
		}
	}
}

func TestTableRecordRefusals(t *testing.T) {
	svc, err := service(testTable(), []net.IP{net.IPv4(10, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	good := entryOf(t, svc)
	field := func(k, v string) func(e *mdns.ServiceEntry) {
		return func(e *mdns.ServiceEntry) {
			for i, kv := range e.InfoFields {
				if strings.HasPrefix(kv, k+"=") {
					e.InfoFields[i] = k + "=" + v
				}
			}
		}
	}
	for _, c := range []struct {
		name string
		edit func(e *mdns.ServiceEntry)
	}{
		{"another service", func(e *mdns.ServiceEntry) { e.Name = "x._http._tcp.local." }},
		{"another version", field("v", "2")},
		{"no name", field("name", "")},
		{"a name too long", field("name", strings.Repeat("x", 41))},
		{"free past seats", field("free", "6")},
		{"negative free", field("free", "-1")},
		{"too many seats", field("seats", "17")},
		{"bad pin", field("pin", "AAAA")},
		{"bad code", field("code", "abc")},
		{"no address", func(e *mdns.ServiceEntry) { e.AddrV4 = nil }},
		{"no port", func(e *mdns.ServiceEntry) { e.Port = 0 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := *good
			e.InfoFields = slices.Clone(good.InfoFields)
			c.edit(&e)
			if tab, err := parseEntry(&e); err == nil {
				t.Errorf("read %+v", tab)
			}
		})
	}
}

// TestAnnounceBrowse announces a table and finds it, over multicast on
// the loopback of a network namespace the test makes.
func TestAnnounceBrowse(t *testing.T) {
	if !inNetns(t) {
		return
	}
	lo, err := net.InterfaceByName("lo")
	if err != nil {
		t.Fatal(err)
	}
	tab := testTable()
	a, err := Announce(tab, AnnounceOptions{Interface: lo, IPs: []net.IP{net.IPv4(127, 0, 0, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	browse := func() []Table {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		start := time.Now()
		found, err := Browse(ctx, BrowseOptions{Interface: lo, Timeout: 500 * time.Millisecond, IPv4Only: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("browsed %v: %d tables", time.Since(start).Round(time.Millisecond), len(found))
		return found
	}
	found := browse()
	if len(found) != 1 {
		t.Fatalf("found %+v", found)
	}
	want := tab
	want.Invite.Host = "127.0.0.1"
	if got := found[0]; got.Name != want.Name || got.Invite != want.Invite || got.Free != 3 || got.Seats != 5 {
		t.Errorf("found %+v, want %+v", got, want)
	}
	tab.Free = 1
	if err := a.Update(tab); err != nil {
		t.Fatal(err)
	}
	if found := browse(); len(found) != 1 || found[0].Free != 1 {
		t.Errorf("after the update: %+v", found)
	}
	a.Close()
	if found := browse(); len(found) != 0 {
		t.Errorf("after close: %+v", found)
	}
}

// TestHostFoundAndJoined hosts an announced table, finds it and joins it
// from what was found, in a network namespace of the test's own.
func TestHostFoundAndJoined(t *testing.T) {
	if !inNetns(t) {
		return
	}
	lo, err := net.InterfaceByName("lo")
	if err != nil {
		t.Fatal(err)
	}
	h, err := NewHost(HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Chez Ada", Config: daleTable(),
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Announce: true,
		AnnounceOptions: AnnounceOptions{Interface: lo, IPs: []net.IP{net.IPv4(127, 0, 0, 1)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	found, err := Browse(ctx, BrowseOptions{Interface: lo, Timeout: 500 * time.Millisecond, IPv4Only: true})
	if err != nil || len(found) != 1 || found[0].Free != 1 || found[0].Game != "dale" {
		t.Fatalf("found %+v %v", found, err)
	}
	j, err := Join(ctx, found[0].Invite, "Bea", "green", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	found, err = Browse(ctx, BrowseOptions{Interface: lo, Timeout: 500 * time.Millisecond, IPv4Only: true})
	if err != nil || len(found) != 1 || found[0].Free != 0 {
		t.Errorf("after a join: %+v %v", found, err)
	}
}

func TestUnescapeTXT(t *testing.T) {
	for in, want := range map[string]string{
		`name=Caf\195\169`: "name=Café",
		`name=a\"b\\c`:     `name=a"b\c`,
		`name=plain`:       "name=plain",
		`name=end\`:        `name=end\`,
		`name=\999x`:       "name=999x",
	} {
		if got := unescapeTXT(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
