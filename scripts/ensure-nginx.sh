#!/usr/bin/env bash
# The deployment tests (e2e/nginx.spec.ts) run the shipped deploy/nginx.conf with Debian's nginx.
set -euo pipefail
if [ -n "${NGINX_PATH:-}" ] && [ -x "$NGINX_PATH" ]; then
  exit 0
fi
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando nginx de Debian para las pruebas de despliegue…"
  apt-get update -qq
  # Only the binary is needed: the tests start their own nginx on loopback ports.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
echo "Falta nginx: instálalo (Debian/Ubuntu: sudo apt-get install nginx) o indica su ruta en NGINX_PATH." >&2
exit 1
