package proto

import (
	"fmt"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// viewCodec writes and reads one engine's views.
type viewCodec struct {
	encode func(game.View) ([]byte, error)
	decode func([]byte) (game.View, error)
}

// viewCodecs are the games whose views travel; a game added to Agora adds
// its line here.
var viewCodecs = map[string]viewCodec{
	wonders.Rules.Game: {
		encode: func(v game.View) ([]byte, error) {
			w, ok := v.(*wonders.View)
			if !ok {
				return nil, fmt.Errorf("not a 7 Wonders view: %T", v)
			}
			return wonders.EncodeView(w)
		},
		decode: func(b []byte) (game.View, error) { return wonders.DecodeView(b) },
	},
	dale.Rules.Game: {
		encode: func(v game.View) ([]byte, error) {
			d, ok := v.(*dale.View)
			if !ok {
				return nil, fmt.Errorf("not a Dale view: %T", v)
			}
			return dale.EncodeView(d)
		},
		decode: func(b []byte) (game.View, error) { return dale.DecodeView(b) },
	},
}

// EncodeView writes a view of gameName's engine.
func EncodeView(gameName string, v game.View) ([]byte, error) {
	c, ok := viewCodecs[gameName]
	if !ok {
		return nil, fmt.Errorf("no view codec for game %q", gameName)
	}
	return c.encode(v)
}

// DecodeView reads a view of gameName's engine, refusing one written for
// another seat than seat.
func DecodeView(gameName string, seat game.Seat, data []byte) (game.View, error) {
	c, ok := viewCodecs[gameName]
	if !ok {
		return nil, Errorf(CodeMalformed, "no view codec for game %.32q", gameName)
	}
	v, err := c.decode(data)
	if err != nil {
		return nil, Errorf(CodeMalformed, "%v", err)
	}
	if v.Seat() != seat {
		return nil, Errorf(CodeMalformed, "a view of seat %d for seat %d", v.Seat(), seat)
	}
	return v, nil
}
