import { describe, expect, it } from 'vitest';
import { readBuildMode } from './build-mode';

const astro = (...args: string[]) => ['/usr/bin/node', '/site/node_modules/astro/bin/astro.mjs', ...args];

describe('readBuildMode', () => {
  it.each([
    [['build', '--mode', 'outbox'], 'outbox'],
    [['build', '--mode=outbox'], 'outbox'],
    [['build', '--force', '--mode=outbox', '--verbose'], 'outbox'],
    [['build', '--outDir', 'dev', '--mode', 'staging'], 'staging'],
    [['build'], 'production'],
    [['build', '--outDir', 'dev'], 'production'],
    [['dev'], 'development'],
    [['dev', '--port', '4321'], 'development'],
    [['dev', '--mode', 'outbox'], 'outbox'],
    [['check'], 'production'],
    [['build', '--mode'], 'production'],
    [['build', '--mode='], 'production'],
  ])('astro %j runs in %s mode', (args, mode) => {
    expect(readBuildMode(astro(...args))).toBe(mode);
  });
});
