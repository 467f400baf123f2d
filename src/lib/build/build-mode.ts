/**
 * The mode an `astro` command runs in, read from its command line the way
 * Astro reads it: `--mode outbox` and `--mode=outbox` alike, otherwise
 * "development" for `astro dev` and "production" for everything else.
 *
 * astro.config.mjs needs it before Astro or Vite know it: the CSP it writes
 * names the e-mail API, which comes from the mode's .env file. Astro gives
 * the config file no mode, nor its integrations while they set the config
 * up; the mode reaches Vite only later.
 */
import { parseArgs } from 'node:util';

/** `argv` as in `process.argv`: the Node binary and the script come first. */
export function readBuildMode(argv: readonly string[]): string {
  const { values, positionals } = parseArgs({
    args: argv.slice(2),
    options: { mode: { type: 'string' } },
    // Every other flag belongs to Astro (or to whichever tool loads the config).
    strict: false,
    allowPositionals: true,
  });
  if (typeof values.mode === 'string' && values.mode !== '') return values.mode;
  return positionals[0] === 'dev' ? 'development' : 'production';
}
