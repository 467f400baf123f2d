import { describe, expect, it } from 'vitest';
import { requireSiteUrl } from './site-url';

describe('requireSiteUrl', () => {
  it('returns the configured address', () => {
    expect(requireSiteUrl(new URL('https://school.example/')).href).toBe('https://school.example/');
  });

  it('stops the build, naming the setting, when it is missing', () => {
    expect(() => requireSiteUrl(undefined)).toThrow(/astro\.config\.mjs: `site` must be set/);
  });
});
