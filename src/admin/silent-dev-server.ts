// Under `npm run cms` the dev server tells the open pages nothing: each save changes a content file, and the
// reload (and error overlay) it asked for restarted /admin in the middle of the next edit. `server.ws: false`
// would too, but Vite's browser client still connects and fills the console with WebSocket errors.
import type { Plugin } from 'vite';

export const silentDevServer = (): Plugin => ({
  name: 'school-site:silent-dev-server',
  apply: 'serve',
  configureServer(server) {
    server.environments.client.hot.send = () => {};
  },
});
