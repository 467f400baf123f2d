/**
 * Under `npm run cms` the dev server tells the open pages nothing. Every
 * save in the editor changes a content file, and the page reload the dev
 * server then asked for restarted /admin in the middle of the next edit
 * (seen in tests/cms/staff-edits.spec.ts); its error overlay, sent while an
 * English entry briefly had no Gujarati translation, blocked the editor until a
 * reload. Staff reload a site page to see a change instead.
 *
 * Vite's `server.ws: false` would stop those messages too, but its browser
 * client connects regardless (/@vite/client has no switch for it) and
 * fills the console with WebSocket errors. So the WebSocket stays, and
 * what the server sends through it is dropped.
 */
import type { Plugin } from 'vite';

export function silentDevServer(): Plugin {
  return {
    name: 'school-site:silent-dev-server',
    apply: 'serve',
    configureServer(server) {
      server.environments.client.hot.send = () => {};
    },
  };
}
