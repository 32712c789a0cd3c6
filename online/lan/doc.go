// Package lan plays a game across one local network: the host's app holds
// the game (online/server on a TLS listener of its own) and friends' apps
// join it.
//
//   - The host's certificate is self-signed (ECDSA P-256), made once and
//     kept in the data folder (LoadCert); its SHA-256 fingerprint is its
//     identity.
//   - An Invite is one pasteable string, an agora:// link, carrying the
//     host's address and port, the table's code and that fingerprint, with
//     a checksum, so a mistyped invite is told apart from a wrong host.
//     Joining pins the fingerprint (remote.Pinned): no other certificate is
//     accepted.
//   - The host announces its table by mDNS/DNS-SD as _agora._tcp, with
//     its name, game and free seats (Announce); joiners list the tables
//     found (Browse).
//   - A Host is the table in the host's app: a lobby first (who sits
//     where, ready, kick), then, at Start, a room of online/server with
//     the lobby's names, whose seat tokens each joiner receives.
//   - Tokens keeps the seats' tokens in the data folder, so that an app
//     reopened sits again at the same seat.
package lan
