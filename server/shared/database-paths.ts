import path from 'node:path';

/** The clients' database file: `CLIENT_DB_PATH`, or `data/clients.db`. */
export function getClientDbPath(): string {
  return path.resolve(process.env.CLIENT_DB_PATH ?? path.join('data', 'clients.db'));
}

/** The visit counts' database file: `VISITS_DB_PATH`, or `visits.db` beside the clients' file. */
export function getVisitsDbPath(): string {
  return path.resolve(
    process.env.VISITS_DB_PATH ?? path.join(path.dirname(getClientDbPath()), 'visits.db'),
  );
}

/** The staff's database file: `STAFF_DB_PATH`, or `staff.db` beside the clients' file. */
export function getStaffDbPath(): string {
  return path.resolve(
    process.env.STAFF_DB_PATH ?? path.join(path.dirname(getClientDbPath()), 'staff.db'),
  );
}
