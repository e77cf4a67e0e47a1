/**
 * The visit counts' first four tables, as the clients' file created them before the counts had a
 * file of their own, and as the visits' file creates them since: one text for both migrations,
 * which must never change (a migration already run is never run again).
 */
export const VISIT_TABLES_V1 = `CREATE TABLE visit_events (
     id INTEGER PRIMARY KEY,
     occurred_at INTEGER NOT NULL,
     day TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('visita', 'whatsapp')),
     path TEXT NOT NULL,
     referrer_host TEXT,
     utm_source TEXT,
     utm_medium TEXT,
     utm_campaign TEXT,
     device TEXT NOT NULL CHECK (device IN ('telefono', 'tableta', 'escritorio')),
     place TEXT,
     visitor_hash TEXT,
     aggregated INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX visit_events_open ON visit_events(aggregated, day);
   CREATE INDEX visit_events_time ON visit_events(occurred_at);
   CREATE TABLE visit_daily (
     day TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('visita', 'whatsapp')),
     path TEXT NOT NULL,
     referrer_host TEXT NOT NULL,
     utm_source TEXT NOT NULL,
     utm_medium TEXT NOT NULL,
     utm_campaign TEXT NOT NULL,
     device TEXT NOT NULL CHECK (device IN ('telefono', 'tableta', 'escritorio')),
     place TEXT NOT NULL,
     views INTEGER NOT NULL,
     PRIMARY KEY (day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, device,
       place)
   );
   CREATE TABLE visit_visitors (
     day TEXT NOT NULL,
     path TEXT NOT NULL,
     visitors INTEGER NOT NULL,
     PRIMARY KEY (day, path)
   );
   CREATE TABLE visit_salts (
     day TEXT PRIMARY KEY,
     salt BLOB NOT NULL
   );`;
