package proto

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/hex"
)

// NewRoomCode draws a room code: 80 bits from crypto/rand, in base32.
func NewRoomCode() string {
	var b [RoomLength * 5 / 8]byte
	rand.Read(b[:])
	return base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:])
}

// NewToken draws a seat token: 128 bits from crypto/rand, in hex.
func NewToken() string {
	var b [TokenLength / 2]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
