package proto

// Limits. A message over its direction's size is refused before it is
// parsed; the others bound what a parsed message may hold.
const (
	// MaxClientMessage bounds what a client sends: a hello, a join, a
	// move. The server sets it as the connection's read limit.
	MaxClientMessage = 4 << 10
	// MaxServerMessage bounds what the server sends: a seven-seat view
	// with every expansion late in the game, or a whole game's log, is
	// well under it.
	MaxServerMessage = 1 << 20

	MaxName     = 40      // bytes of a player's name
	MaxChat     = 200     // bytes of a chat line's text
	MaxClient   = 40      // bytes of a client's version string
	MaxKind     = 64      // bytes of a prompt's kind
	MaxSeats    = 16      // seats of a game
	MaxLegal    = 1 << 16 // options of one decision
	MaxLog      = 1 << 16 // decisions of one game
	MaxStrings  = 16      // expansions, or variants, of a configuration
	MaxWord     = 32      // bytes of an expansion, a variant, a game's name
	RoomLength  = 16      // characters of a room code: 80 bits in base32
	TokenLength = 32      // characters of a seat token: 128 bits in hex
)
