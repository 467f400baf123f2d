/**
 * Build-time guard for the e-mail configuration, and the outbox for `astro dev`.
 *
 * A build for publishing must send to the real e-mail service, so a build
 * without the PUBLIC_EMAIL_* keys stops with one message naming them,
 * instead of shipping forms that fail for every visitor. Only a build that
 * asks for the local outbox (`astro build --mode outbox`, which loads
 * .env.outbox) may go without keys, and it says loudly that it is not for
 * publishing. The dev server mounts the outbox beside the site when no keys
 * are set, so the forms work there too.
 *
 * The mode is only known once Vite has resolved its config, hence the
 * check lives in a small Vite plugin.
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { resolve } from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { createOutbox } from '../../scripts/outbox.ts';
import { explainConfigProblem, resolveEmailConfig, type EmailConfigResolution } from '../lib/email/config.ts';

const OUTBOX_DIR = 'outbox';

function readPublicEnv(config: ResolvedConfig): Record<string, string> {
  return loadEnv(config.mode, config.envDir === false ? false : config.envDir || config.root, 'PUBLIC_');
}

function buildCheck(logger: AstroIntegrationLogger): Plugin {
  // Astro resolves Vite more than once per build; say things once.
  let reported = false;
  return {
    name: 'school-site:email-config-check',
    configResolved(config) {
      if (config.command !== 'build' || reported) return;
      reported = true;
      const resolution: EmailConfigResolution = resolveEmailConfig(readPublicEnv(config));
      if (!resolution.ok) throw new Error(explainConfigProblem(resolution));
      if (resolution.config.mode === 'outbox') {
        logger.warn(
          'Built for the local outbox: the forms send to this site itself. Serve it with `npm start`; do not publish it.',
        );
      }
    },
  };
}

function devOutbox(logger: AstroIntegrationLogger): Plugin {
  return {
    name: 'school-site:email-dev-outbox',
    apply: 'serve',
    configureServer(server) {
      const resolution = resolveEmailConfig(readPublicEnv(server.config), { outboxWhenMissing: true });
      if (!resolution.ok || resolution.config.mode !== 'outbox') return;
      const dir = resolve(server.config.root, OUTBOX_DIR);
      const outbox = createOutbox({ dir, log: (line) => logger.info(line) });
      logger.info(`No e-mail keys set: the forms send to the local outbox, stored in ${OUTBOX_DIR}/.`);
      server.middlewares.use((req, res, next) => {
        outbox(req, res).then((handled) => {
          if (!handled) next();
        }, next);
      });
    },
  };
}

export default function emailConfig(): AstroIntegration {
  return {
    name: 'school-site:email-config',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        updateConfig({ vite: { plugins: [buildCheck(logger), devOutbox(logger)] } });
      },
    },
  };
}
