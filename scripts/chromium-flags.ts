// Flags for Debian's Chromium on our machines, shared by the browser tests
// and the Lighthouse run. Without the background-networking flags Chromium
// floods the closed network with connections that are refused.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
