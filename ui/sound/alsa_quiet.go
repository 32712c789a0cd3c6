//go:build linux && cgo && !ci

package sound

/*
#cgo pkg-config: alsa
#include <alsa/asoundlib.h>

static void agoraIgnoreALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
static void agoraQuietALSA(void) { snd_lib_error_set_handler(agoraIgnoreALSA); }
*/
import "C"

// quietDevice stops ALSA from printing its search for a sound card on
// standard error: a machine without one is silent, not in error.
func quietDevice() { C.agoraQuietALSA() }
