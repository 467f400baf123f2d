/**
 * Our own live regions for toasts. notyf has one polite region, fed with the
 * raw message (which for us is escaped markup, so it would read "&lt;"); we
 * remove it and announce the plain text here: politely for most toasts,
 * assertively for failures, which the visitor must not miss.
 *
 * The regions must exist before the first message for screen readers to
 * notice changes, so prepareLiveRegions() runs when a form mounts.
 */
export type Politeness = 'polite' | 'assertive';

// Some screen readers skip text set in the same tick as a clear, and do not
// repeat an identical text without the clear.
const ANNOUNCE_DELAY_MS = 100;

function findRegion(politeness: Politeness): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-toast-announcer="${politeness}"]`);
}

function createRegion(politeness: Politeness): HTMLElement {
  const region = document.createElement('div');
  region.className = 'visually-hidden';
  region.dataset.toastAnnouncer = politeness;
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

export function prepareLiveRegions(): void {
  for (const politeness of ['polite', 'assertive'] as const) {
    if (!findRegion(politeness)) createRegion(politeness);
  }
}

export function announce(text: string, politeness: Politeness): void {
  const region = findRegion(politeness) ?? createRegion(politeness);
  region.textContent = '';
  setTimeout(() => {
    region.textContent = text;
  }, ANNOUNCE_DELAY_MS);
}
