package server_test

import (
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// proxy relays TCP connections on 127.0.0.1 to a target, each chunk held
// for delay in each direction (the data keeps flowing: a slow line, not
// a narrow one), and cuts every connection on demand, as a pulled cable
// would.
type proxy struct {
	ln     net.Listener
	target string
	delay  time.Duration

	mu    sync.Mutex
	conns []net.Conn
}

// newProxy relays to the WebSocket address url (ws://127.0.0.1:port) and
// returns the proxy and its own ws:// address.
func newProxy(t *testing.T, url string, delay time.Duration) (*proxy, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, target: strings.TrimPrefix(url, "ws://"), delay: delay}
	go p.accept()
	t.Cleanup(func() {
		ln.Close()
		p.cut()
	})
	return p, "ws://" + ln.Addr().String()
}

func (p *proxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, c, up)
		p.mu.Unlock()
		go p.relay(c, up)
		go p.relay(up, c)
	}
}

// relay copies from src to dst, each chunk written delay after it was
// read.
func (p *proxy) relay(src, dst net.Conn) {
	type chunk struct {
		data []byte
		due  time.Time
	}
	queue := make(chan chunk, 1024)
	go func() {
		defer dst.Close()
		for c := range queue {
			time.Sleep(time.Until(c.due))
			if _, err := dst.Write(c.data); err != nil {
				return
			}
		}
	}()
	defer close(queue)
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			queue <- chunk{data: append([]byte(nil), buf[:n]...), due: time.Now().Add(p.delay)}
		}
		if err != nil {
			if err != io.EOF {
				src.Close()
			}
			return
		}
	}
}

// cut closes every relayed connection at once, without a WebSocket
// goodbye.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetLinger(0)
		}
		c.Close()
	}
	p.conns = nil
}
