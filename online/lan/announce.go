package lan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"

	"agora/online/proto"
)

// Service is the DNS-SD service type of Agora tables.
const Service = "_agora._tcp"

// txtVersion is the version of the TXT fields below; a joiner lists only
// tables of its own version.
const txtVersion = "1"

// Table is a table as announced on the local network.
type Table struct {
	// Name is the table's name (the host's choice, at most proto.MaxName
	// bytes); Game the engine ("wonders", "dale") and Expansions its
	// expansions.
	Name       string
	Game       string
	Expansions []string
	// Free is how many seats are still open, of Seats.
	Free, Seats int
	// Invite joins it.
	Invite Invite
}

// txt is the table's TXT record.
func (t Table) txt() []string {
	return []string{
		"v=" + txtVersion,
		"name=" + escapeTXT(t.Name),
		"game=" + t.Game,
		"exp=" + strings.Join(t.Expansions, ","),
		"free=" + strconv.Itoa(t.Free),
		"seats=" + strconv.Itoa(t.Seats),
		"code=" + t.Invite.Code,
		"pin=" + b32.EncodeToString(t.Invite.Pin[:]),
	}
}

// instance is the table's DNS-SD instance name: its code, which is
// unique and needs no escaping (the table's name, which may hold dots
// and any letter, travels in the TXT record).
func instance(code string) string { return "agora-" + strings.ToLower(code) }

// AnnounceOptions say where to announce.
type AnnounceOptions struct {
	// Interface is the one network interface to announce on; nil: the
	// system's multicast interface.
	Interface *net.Interface
	// IPs are the addresses announced for the table; nil: those of
	// Interface, or of every interface up but loopback.
	IPs []net.IP
	// Logf receives the responder's notes; nil: dropped.
	Logf func(format string, args ...any)
}

// Announcer answers mDNS queries for one table until closed.
type Announcer struct {
	zone   *zone
	server *mdns.Server
}

// zone serves the table's records, which Update replaces.
type zone struct {
	mu  sync.Mutex
	svc *mdns.MDNSService
}

func (z *zone) Records(q dns.Question) []dns.RR {
	z.mu.Lock()
	svc := z.svc
	z.mu.Unlock()
	return svc.Records(q)
}

// service builds the records of t.
func service(t Table, ips []net.IP) (*mdns.MDNSService, error) {
	host := instance(t.Invite.Code) + ".local."
	return mdns.NewMDNSService(instance(t.Invite.Code), Service, "local.", host, t.Invite.Port, ips, t.txt())
}

// Announce answers queries for t on the local network. Its invite's Host
// is not announced: joiners take the address the answer names.
func Announce(t Table, opts AnnounceOptions) (*Announcer, error) {
	ips := opts.IPs
	if len(ips) == 0 {
		var err error
		if ips, err = localIPs(opts.Interface); err != nil {
			return nil, err
		}
	}
	svc, err := service(t, ips)
	if err != nil {
		return nil, err
	}
	z := &zone{svc: svc}
	srv, err := mdns.NewServer(&mdns.Config{Zone: z, Iface: opts.Interface, Logger: logger(opts.Logf)})
	if err != nil {
		return nil, err
	}
	return &Announcer{zone: z, server: srv}, nil
}

// Update announces t from now on (its free seats changed).
func (a *Announcer) Update(t Table) error {
	a.zone.mu.Lock()
	defer a.zone.mu.Unlock()
	svc, err := service(t, a.zone.svc.IPs)
	if err != nil {
		return err
	}
	a.zone.svc = svc
	return nil
}

// Close stops answering.
func (a *Announcer) Close() error { return a.server.Shutdown() }

// logger is a standard logger writing to logf, or nowhere.
func logger(logf func(string, ...any)) *log.Logger {
	if logf == nil {
		return log.New(io.Discard, "", 0)
	}
	return log.New(logfWriter(logf), "", 0)
}

type logfWriter func(string, ...any)

func (w logfWriter) Write(p []byte) (int, error) {
	w("%s", strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// localIPs are the addresses of iface, or of every interface up but
// loopback ones when iface is nil.
func localIPs(iface *net.Interface) ([]net.IP, error) {
	var ifaces []net.Interface
	if iface != nil {
		ifaces = []net.Interface{*iface}
	} else {
		all, err := net.Interfaces()
		if err != nil {
			return nil, err
		}
		for _, i := range all {
			if i.Flags&net.FlagUp != 0 && i.Flags&net.FlagLoopback == 0 {
				ifaces = append(ifaces, i)
			}
		}
	}
	var ips []net.IP
	for _, i := range ifaces {
		addrs, err := i.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				ips = append(ips, n.IP)
			}
		}
	}
	if len(ips) == 0 {
		return nil, errors.New("no network address to announce the table on")
	}
	return ips, nil
}

// BrowseOptions say where and how long to look.
type BrowseOptions struct {
	// Interface is the one interface to ask on; nil: the system's.
	Interface *net.Interface
	// Timeout is how long answers are awaited; 0: 2 seconds.
	Timeout time.Duration
	// IPv4Only asks over IPv4 only.
	IPv4Only bool
	Logf     func(format string, args ...any)
}

// Browse asks the local network for tables and lists those that answered
// within the timeout, in the order they answered; tables of another
// version of the app or with a malformed record are left out.
func Browse(ctx context.Context, opts BrowseOptions) ([]Table, error) {
	if opts.Timeout <= 0 {
		opts.Timeout = 2 * time.Second
	}
	entries := make(chan *mdns.ServiceEntry, 64)
	done := make(chan []Table)
	go func() {
		var found []Table
		seen := map[string]bool{}
		for e := range entries {
			t, err := parseEntry(e)
			if err != nil || seen[t.Invite.Code] {
				continue
			}
			seen[t.Invite.Code] = true
			found = append(found, t)
		}
		done <- found
	}()
	err := mdns.QueryContext(ctx, &mdns.QueryParam{
		Service: Service, Domain: "local", Timeout: opts.Timeout, Interface: opts.Interface,
		Entries: entries, DisableIPv6: opts.IPv4Only, Logger: logger(opts.Logf),
	})
	close(entries)
	found := <-done
	if err != nil && ctx.Err() == nil {
		return found, err
	}
	return found, nil
}

// parseEntry reads a table from an answer.
func parseEntry(e *mdns.ServiceEntry) (Table, error) {
	if !strings.HasSuffix(strings.ToLower(e.Name), "."+Service+".local.") {
		return Table{}, fmt.Errorf("%s: not an Agora table", e.Name)
	}
	f := map[string]string{}
	for _, kv := range e.InfoFields {
		k, v, _ := strings.Cut(unescapeTXT(kv), "=")
		if _, dup := f[k]; !dup {
			f[k] = v
		}
	}
	if f["v"] != txtVersion {
		return Table{}, fmt.Errorf("%s: version %q", e.Name, f["v"])
	}
	t := Table{Name: f["name"], Game: f["game"]}
	if f["exp"] != "" {
		t.Expansions = strings.Split(f["exp"], ",")
	}
	var err error
	if t.Free, err = strconv.Atoi(f["free"]); err != nil || t.Free < 0 || t.Free > proto.MaxSeats {
		return Table{}, fmt.Errorf("%s: free seats %q", e.Name, f["free"])
	}
	if t.Seats, err = strconv.Atoi(f["seats"]); err != nil || t.Seats < t.Free || t.Seats > proto.MaxSeats {
		return Table{}, fmt.Errorf("%s: seats %q", e.Name, f["seats"])
	}
	if err := validText(t.Name); err != nil || t.Game == "" || len(t.Game) > 20 {
		return Table{}, fmt.Errorf("%s: name or game", e.Name)
	}
	pin, err := b32.DecodeString(strings.ToUpper(f["pin"]))
	if err != nil || len(pin) != 32 {
		return Table{}, fmt.Errorf("%s: pin", e.Name)
	}
	inv := Invite{Code: strings.ToUpper(f["code"]), Port: e.Port}
	copy(inv.Pin[:], pin)
	if !proto.IsRoomCode(inv.Code) || inv.Port < 1 || inv.Port > 65535 {
		return Table{}, fmt.Errorf("%s: code or port", e.Name)
	}
	switch {
	case e.AddrV4 != nil:
		inv.Host = e.AddrV4.String()
	case e.AddrV6IPAddr != nil:
		inv.Host = e.AddrV6IPAddr.String()
	default:
		return Table{}, fmt.Errorf("%s: no address", e.Name)
	}
	t.Invite = inv
	return t, nil
}

// escapeTXT writes s for miekg/dns, which reads a TXT string in its
// presentation form when it packs it: a backslash starts an escape.
func escapeTXT(s string) string { return strings.ReplaceAll(s, `\`, `\\`) }

// unescapeTXT undoes the escapes of a TXT string as miekg/dns hands it
// over in presentation form: \DDD for a byte in decimal, \X for X.
func unescapeTXT(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		if i+3 < len(s) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) {
			if n := int(s[i+1]-'0')*100 + int(s[i+2]-'0')*10 + int(s[i+3]-'0'); n < 256 {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i+1])
		i++
	}
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
