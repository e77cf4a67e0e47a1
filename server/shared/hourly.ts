/** How often a running server deletes what has expired and closes the ended days of counts. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `task` now and then every `RETENTION_INTERVAL_MS` while the process runs (the timer does
 * not keep it alive). Returns the function that stops it.
 */
export function runNowAndHourly(task: () => void): () => void {
  task();
  const timer = setInterval(task, RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
