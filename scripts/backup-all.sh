#!/usr/bin/env bash
# The daily backup (deploy/systemd/codigo-verde-respaldo.service): the clients', the visits' and
# the staff's databases, each with the documented command, into BACKUP_DIR with the date in the
# name (run again the same day, the commands add -2, -3: never over a copy, never a failure for
# it); copies older than BACKUP_DAYS are deleted. The staff key is not copied here: it is kept
# apart from these files (see "La clave del segundo factor" in docs/equipo.md).
set -uo pipefail
cd "$(dirname "$0")/.."
umask 077

backup_dir="${BACKUP_DIR:-/var/backups/codigo-verde}"
keep_days="${BACKUP_DAYS:-30}"
today="$(date +%F)"
failed=0

mkdir -p "$backup_dir"

# Old copies of a kind are deleted only after today's copy of it was written, so a backup that
# keeps failing never leaves the folder empty.
back_up() {
  local kind="$1"
  shift
  if npm run -s "$@" "$backup_dir/$kind-$today.db"; then
    find "$backup_dir" -maxdepth 1 -name "$kind-*.db" -mtime "+$keep_days" -delete
  else
    echo "Falló el respaldo $kind-$today.db." >&2
    failed=1
  fi
}

back_up clients clients -- backup
back_up visits estadisticas -- --respaldo
back_up staff personal -- respaldo

exit "$failed"
