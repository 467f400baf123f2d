/**
 * Under `npm run cms` the dev server tells the open pages nothing: each save changes a content file,
 * and the reload it asked for restarted /admin in the middle of the next edit (tests/cms/staff-edits.spec.ts),
 * its error overlay blocking the editor. Vite's `server.ws: false` would stop that too, but its browser
 * client connects regardless and fills the console with WebSocket errors: so what is sent is dropped.
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
