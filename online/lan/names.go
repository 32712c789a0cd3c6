package lan

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"agora/online/proto"
)

// ErrName: a name is empty, too long, or holds control characters.
var ErrName = errors.New("a name has 1 to 40 bytes of text")

// validText checks a player's or a table's name as online/proto does.
func validText(s string) error {
	if len(s) > proto.MaxName || !utf8.ValidString(s) || strings.IndexFunc(s, unicode.IsControl) >= 0 || strings.TrimSpace(s) == "" {
		return ErrName
	}
	return nil
}
