package wonders

import "agora/game"

// The first option encoding (encoding 1), kept to read the saves written
// under it: card+1 (8 bits), action (5), city (3), coins left (8), coins
// right (8), stage (3), dice (7), wheat (1), sold resource+1 (3), god+1 (5),
// god mode (2), targets (7), coins to other cities (4): all 64 bits. Auction
// actions kept their price where coins left go and the owner where the
// stage goes; Bastet's Swap its other card where coins left go and the
// owner where the stage goes. It must never change: saves hold its numbers.
const (
	v1Card   = 0
	v1Action = 8
	v1City   = 13
	v1Left   = 16
	v1Right  = 24
	v1Stage  = 32
	v1Dice   = 35
	v1Wheat  = 42
	v1Sell   = 43
	v1God    = 46
	v1Mode   = 51
	v1Target = 53
	v1Others = 60
)

// encodeV1 is the move's number in encoding 1. A god index of 31 or more
// does not fit its 5 bits: encoding 1 cannot name it (ok is false), which
// is why encoding 2 exists.
func encodeV1(m Move) (o game.Option, ok bool) {
	left, stage := m.PayLeft, m.Stage
	if m.Action.auction() {
		left, stage = m.Price, m.Owner
	}
	if m.Action == Swap {
		left, stage = int(m.Other), m.Owner
	}
	wheat := uint64(0)
	if m.Wheat {
		wheat = 1
	}
	god, named := uint64(0), true
	if m.GodMode != NoGodMode || m.Action == Pray || m.Action == Cancel {
		god, named = uint64(m.God+1), m.God < 0x1f
	}
	ok = named && uint(left) <= 0xff && uint(m.PayRight) <= 0xff && uint(stage) <= 0x7 &&
		uint(m.PayOthers) <= 0xf && uint(m.City) <= 0x7 && uint(m.Sell) <= 0x7 && m.Targets <= 0x7f &&
		m.Dice <= 0x7f && m.Action <= 0x1f && m.GodMode <= 0x3
	return game.Option(uint64(m.Card+1)&0xff |
		god&0x1f<<v1God |
		uint64(m.GodMode&0x3)<<v1Mode |
		uint64(m.Targets&0x7f)<<v1Target |
		uint64(m.Action&0x1f)<<v1Action |
		uint64(m.City&0x7)<<v1City |
		uint64(left&0xff)<<v1Left |
		uint64(m.PayRight&0xff)<<v1Right |
		uint64(stage&0x7)<<v1Stage |
		uint64(m.Dice&0x7f)<<v1Dice |
		wheat<<v1Wheat |
		uint64(m.Sell&0x7)<<v1Sell |
		uint64(m.PayOthers&0xf)<<v1Others), ok
}

// decodeV1 reads a number of encoding 1; ok is false when it is no move's
// number in that encoding (the checks DecodeOption made then).
func decodeV1(o game.Option) (m Move, ok bool) {
	v := uint64(o)
	m = Move{
		Card:      Card(v>>v1Card&0xff) - 1,
		Action:    Action(v >> v1Action & 0x1f),
		City:      int(v >> v1City & 0x7),
		PayLeft:   int(v >> v1Left & 0xff),
		PayRight:  int(v >> v1Right & 0xff),
		Stage:     int(v >> v1Stage & 0x7),
		Dice:      ResourceSet(v >> v1Dice & 0x7f),
		Wheat:     v>>v1Wheat&1 == 1,
		Sell:      int(v >> v1Sell & 0x7),
		GodMode:   GodMode(v >> v1Mode & 0x3),
		Targets:   uint8(v >> v1Target & 0x7f),
		PayOthers: int(v >> v1Others & 0xf),
	}
	if godBits := v >> v1God & 0x1f; godBits > 0 {
		m.God = God(godBits - 1)
	}
	if m.Action.auction() {
		m.Price, m.Owner, m.PayLeft, m.Stage = m.PayLeft, m.Stage, 0, 0
	}
	if m.Action == Swap {
		m.Other, m.Owner, m.PayLeft, m.Stage = Card(m.PayLeft), m.Stage, 0, 0
	}
	back, fits := encodeV1(m)
	return m, fits && back == o && m.valid()
}
