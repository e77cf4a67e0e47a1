#!/usr/bin/env bash
# Debian's Chromium, installed if missing (Playwright's own browser download is not used).
#   bash scripts/ensure-chromium.sh                 the end-to-end tests' chromium-headless-shell
#                                                   (or the one in HEADLESS_SHELL_PATH)
#   bash scripts/ensure-chromium.sh chromium        the bench's full browser (or CHROMIUM_PATH)
set -euo pipefail
package="${1:-chromium-headless-shell}"
case "$package" in
  chromium-headless-shell) browser="${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"; variable=HEADLESS_SHELL_PATH ;;
  chromium) browser="${CHROMIUM_PATH:-/usr/bin/chromium}"; variable=CHROMIUM_PATH ;;
  *) echo "Uso: bash scripts/ensure-chromium.sh [chromium-headless-shell|chromium]" >&2; exit 2 ;;
esac
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando $package de Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "Falta $package en $browser: instálalo (Debian/Ubuntu: sudo apt-get install $package) o indica su ruta en $variable." >&2
exit 1
