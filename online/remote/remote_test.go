package remote

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"agora/game"
	"agora/online/proto"
	"agora/online/seat"
)

// fakeServer answers the first message with each of replies, in order,
// on 127.0.0.1.
func fakeServer(t *testing.T, replies ...string) string {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
		defer cancel()
		for _, reply := range replies {
			if _, _, err := ws.Read(ctx); err != nil {
				return
			}
			if err := ws.Write(ctx, websocket.MessageText, []byte(reply)); err != nil {
				return
			}
		}
		ws.Close(websocket.StatusNormalClosure, "")
	}))
	t.Cleanup(ts.Close)
	return "ws" + strings.TrimPrefix(ts.URL, "http")
}

func TestDialRefusals(t *testing.T) {
	room, token := proto.NewRoomCode(), proto.NewToken()
	v := strconv.Itoa(proto.Version)
	welcome := `{"type":"welcome","id":1,"welcome":{"protocol":` + v + `,"server":"x"}}`
	for _, c := range []struct {
		name    string
		replies []string
		want    string
	}{
		{"newer server", []string{`{"type":"welcome","id":1,"welcome":{"protocol":` + strconv.Itoa(proto.Version+1) + `,"server":"x"}}`}, "server must be updated"},
		{"version refused", []string{`{"type":"error","id":0,"error":{"code":"version","message":"update the app"}}`}, "update the app"},
		{"no room", []string{welcome, `{"type":"error","id":2,"error":{"code":"no_room","message":"no such room or seat"}}`}, "no_room"},
		{"garbage", []string{`{"type":"welcome","id":1,"welcome":{"protocol":` + v + `,"server":"x"},"x":1}`}, "malformed"},
		{"out of order", []string{`{"type":"pong","id":1}`}, "answered hello with pong"},
		{"a seed before the end", []string{welcome,
			`{"type":"joined","id":2,"joined":{"room":"` + room + `","seat":0,"config":{"game":"dale","seats":[{"name":"a"}],"seed":9}}}`}, "seed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			url := fakeServer(t, c.replies...)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_, err := Dial(ctx, url, room, token, Options{Name: "Ada", Client: "test"})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v, want %q", err, c.want)
			}
		})
	}
}

func TestRefusalErrors(t *testing.T) {
	for code, want := range map[proto.Code]error{
		proto.CodeIllegal:  game.ErrIllegal,
		proto.CodeStale:    seat.ErrStale,
		proto.CodeNotYours: game.ErrNotPending,
		proto.CodeOver:     game.ErrOver,
		proto.CodeSettled:  game.ErrSettled,
	} {
		err := refusal(proto.Errorf(code, "x"))
		if !errors.Is(err, want) || !errors.Is(err, &proto.Error{Code: code}) {
			t.Errorf("%s: %v", code, err)
		}
	}
	if err := refusal(proto.Errorf(proto.CodeRate, "x")); !errors.Is(err, &proto.Error{Code: proto.CodeRate}) || errors.Is(err, game.ErrIllegal) {
		t.Errorf("rate: %v", err)
	}
}

// TestRoomInAddress: the dial carries the room's code in the address, for
// a load balancer that shards rooms by code, keeping the address's own
// query.
func TestRoomInAddress(t *testing.T) {
	got := make(chan string, 1)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.URL.RawQuery
		http.Error(w, "no", http.StatusNotFound)
	}))
	defer ts.Close()
	room := proto.NewRoomCode()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := Dial(ctx, "ws"+strings.TrimPrefix(ts.URL, "http")+"/play?lang=fr", room, proto.NewToken(), Options{Name: "Ada"}); err == nil {
		t.Fatal("dial succeeded")
	}
	if q := <-got; q != "lang=fr&room="+room {
		t.Errorf("query %q", q)
	}
}
