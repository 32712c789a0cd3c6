#!/usr/bin/env bash
# Signs Windows executables in place with osslsigncode (Authenticode), when
# a certificate is given through the environment; without one it does
# nothing, so unsigned builds keep working.
#
#   AGORA_SIGN_PFX=cert.pfx AGORA_SIGN_PASSWORD=... scripts/package/sign.sh FILE.exe...
#
# AGORA_SIGN_PFX       PKCS#12 file with the code-signing certificate and key
# AGORA_SIGN_PASSWORD  its password (may be empty)
# AGORA_SIGN_URL       the project's web page, shown in the signature details
# AGORA_SIGN_TIMESTAMP RFC 3161 timestamp server (default: none, so the
#                      signature is only valid while the certificate is)
set -euo pipefail

if [ -z "${AGORA_SIGN_PFX:-}" ]; then
  exit 0
fi
command -v osslsigncode >/dev/null || { echo "sign.sh: osslsigncode is not installed" >&2; exit 1; }
for f in "$@"; do
  args=(sign -pkcs12 "$AGORA_SIGN_PFX" -pass "${AGORA_SIGN_PASSWORD:-}" -h sha256
        -n "Agora")
  [ -n "${AGORA_SIGN_URL:-}" ] && args+=(-i "$AGORA_SIGN_URL")
  [ -n "${AGORA_SIGN_TIMESTAMP:-}" ] && args+=(-ts "$AGORA_SIGN_TIMESTAMP")
  osslsigncode "${args[@]}" -in "$f" -out "$f.signed" >/dev/null
  mv "$f.signed" "$f"
  echo "sign.sh: signed $f"
done
