package online

import (
	"errors"

	"agora/online/lan"
	"agora/online/proto"
	"agora/online/remote"
)

// errorKeys name the words for each error a player may meet.
var errorKeys = []struct {
	err error
	key string
}{
	{lan.ErrNotInvite, "online.error.not_invite"},
	{lan.ErrInviteShort, "online.error.invite_short"},
	{lan.ErrInviteTypo, "online.error.invite_typo"},
	{remote.ErrPin, "online.error.pin"},
	{lan.ErrNoTable, "online.error.no_table"},
	{lan.ErrFull, "online.error.full"},
	{lan.ErrStarted, "online.error.started"},
	{lan.ErrKicked, "online.error.kicked"},
	{lan.ErrName, "online.error.name"},
	{lan.ErrNameTaken, "online.error.name_taken"},
	{lan.ErrNotReady, "online.error.not_ready"},
	{lan.ErrBusy, "online.error.busy"},
	{lan.ErrNoWatch, "online.error.no_watch"},
	{&proto.Error{Code: proto.CodeNoRoom}, "online.error.no_room"},
	{&proto.Error{Code: proto.CodeVersion}, "online.error.version"},
}

// message is err in the player's words, the details after.
func (e *Env) message(err error) string {
	for _, k := range errorKeys {
		if errors.Is(err, k.err) {
			return e.T(k.key)
		}
	}
	return e.T("online.error.other", map[string]any{"Error": err.Error()})
}
