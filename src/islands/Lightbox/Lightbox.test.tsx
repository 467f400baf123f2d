// @vitest-environment jsdom
// The island as client:intent starts it: hydration itself means a visitor is
// reaching for a photo, so the lightbox's code starts loading at once, and
// the directive stays the one place that watches for that intent.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_OPEN } from '../directives/island-attributes';
import { englishMessages } from '../../../tests/support/messages.ts';
import Lightbox from './Lightbox';

const viewer = { open: vi.fn(), destroy: vi.fn() };
const createPhotoViewer = vi.fn(() => viewer);
vi.mock('./open-gallery', () => ({ createPhotoViewer }));

const GRID = `
  <li><a href="/one.webp" data-photo-link><img alt="One"></a></li>
  <li><a href="/two.webp" data-photo-link><img alt="Two"></a></li>`;

/** Renders the island inside an <astro-island>, the grid as its slot. */
function renderInIsland(pendingOpen?: string) {
  const island = document.createElement('astro-island');
  if (pendingOpen) island.setAttribute(PENDING_OPEN, pendingOpen);
  document.body.append(island);
  render(
    <Lightbox label="School life" messages={englishMessages.lightbox}>
      <ul data-photo-grid dangerouslySetInnerHTML={{ __html: GRID }} />
    </Lightbox>,
    { container: island },
  );
  const links = [...island.querySelectorAll<HTMLAnchorElement>('a')];
  return { island, links };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('Lightbox', () => {
  it('loads the lightbox once, when it mounts, with no second watch for intent', async () => {
    const { island } = renderInIsland();
    await vi.waitFor(() => expect(createPhotoViewer).toHaveBeenCalledOnce());
    const grid = island.querySelector('[data-photo-grid]') as HTMLElement;
    for (const type of ['pointerenter', 'focusin', 'touchstart']) grid.dispatchEvent(new Event(type));
    await Promise.resolve();
    expect(createPhotoViewer).toHaveBeenCalledOnce();
  });

  it('opens the clicked photo in the lightbox instead of following the link', async () => {
    const { links } = renderInIsland();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    links[1].dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(viewer.open).toHaveBeenCalledWith(1, links[1]));
  });

  it('opens the photo clicked while it was loading, once', async () => {
    const { island, links } = renderInIsland('/two.webp');
    await vi.waitFor(() => expect(viewer.open).toHaveBeenCalledWith(1, links[1]));
    expect(island.hasAttribute(PENDING_OPEN)).toBe(false);
    expect(createPhotoViewer).toHaveBeenCalledOnce();
  });
});
