import path from 'node:path';

/** The clients' database file: `CLIENT_DB_PATH`, or `data/clients.db`. */
export function getClientDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CLIENT_DB_PATH ?? path.join('data', 'clients.db'));
}

/** The visit counts' database file: `VISITS_DB_PATH`, or `visits.db` beside the clients' file. */
export function getVisitsDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(
    env.VISITS_DB_PATH ?? path.join(path.dirname(getClientDbPath(env)), 'visits.db'),
  );
}

/** The staff's database file: `STAFF_DB_PATH`, or `staff.db` beside the clients' file. */
export function getStaffDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(
    env.STAFF_DB_PATH ?? path.join(path.dirname(getClientDbPath(env)), 'staff.db'),
  );
}

/**
 * Where the embedded mail transport writes each message as an `.eml` file when no SMTP server is
 * configured: `MAIL_DIR`, or `correo/` beside the clients' file.
 */
export function getMailDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.MAIL_DIR ?? path.join(path.dirname(getClientDbPath(env)), 'correo'));
}
