package wonders_test

// The team game is a package of its own that pairs the seats; this
// package's tests of partners (partners_test.go, the gods of the team
// game) link it.
import _ "agora/game/wonders/teams"
