// Says so when a form's code does not arrive (FormNoScriptNote.astro), as its fields stay disabled till then.
// Astro reports a failure, after its one retry, with `astro:hydration-error`; a half-closed connection sends
// none, so a form not ready after FORM_LOAD_LIMIT_MS counts too. If it is ready after all, the note goes.

/** On 2G the form's code (about 80 KB gzip) takes some 15 s. */
export const FORM_LOAD_LIMIT_MS = 30_000;

export function watchFormLoading(): void {
  const status = document.querySelector('[data-form-failed]');
  const note = status?.querySelector('template');
  const island = document.querySelector('.email-form')?.closest('astro-island');
  // Below ES2021 (no Promise.any) public/old-browsers.js has shown the <noscript> note: one note is enough.
  if (!status || !note || !island || !('any' in Promise)) return;
  const show = () => note.isConnected && note.replaceWith(note.content);
  island.addEventListener('astro:hydration-error', show);
  // Astro takes `ssr` off the island once the form is hydrated.
  setTimeout(() => island.hasAttribute('ssr') && show(), FORM_LOAD_LIMIT_MS);
  island.addEventListener('astro:hydrate', () => status.replaceChildren());
}
