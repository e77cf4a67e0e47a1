#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download is not used).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando Chromium de Debian para las pruebas end-to-end…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Falta Chromium en $browser: instálalo (Debian/Ubuntu: sudo apt-get install chromium) o indica su ruta en CHROMIUM_PATH." >&2
exit 1
