/** Where the build writes the offline reader (offline-integration.ts) and where pages register it. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const SERVICE_WORKER_PATH = `/${SERVICE_WORKER_FILE}`;
