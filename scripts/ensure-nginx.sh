#!/usr/bin/env bash
# The deployment tests (e2e/nginx.spec.ts) run the shipped deploy/nginx.conf with Debian's nginx,
# over HTTPS with a certificate that openssl makes for each run.
set -euo pipefail
missing=()
if ! { [ -n "${NGINX_PATH:-}" ] && [ -x "$NGINX_PATH" ]; } &&
  ! [ -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then
  missing+=(nginx)
fi
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando ${missing[*]} de Debian para las pruebas de despliegue…"
  apt-get update -qq
  # Only the binaries are needed: the tests start their own nginx on loopback ports.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Falta ${missing[*]}: instálalo (Debian/Ubuntu: sudo apt-get install ${missing[*]}) o indica la ruta de nginx en NGINX_PATH." >&2
exit 1
