// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../../tests/support/messages.ts';
import { enhancePhotoGrid, OPEN_LIMIT_MS } from './photo-lightbox';

const viewer = { open: vi.fn(), destroy: vi.fn() };
const createPhotoViewer = vi.fn(() => viewer);
vi.mock('./open-gallery', () => ({ createPhotoViewer }));

const assign = vi.fn();

/** A grid of two photos and a clipping's download link, enhanced as PhotoGrid.astro's script does. */
function grid() {
  document.body.innerHTML = `
    <ul data-photo-grid aria-label="School life">
      <li><a href="/one.webp" data-photo-link><img alt="One"></a></li>
      <li><a href="/two.webp" data-photo-link><img alt="Two"></a><a href="/clipping.mp4">Download</a></li>
    </ul>`;
  const element = document.querySelector('ul') as HTMLElement;
  enhancePhotoGrid(element, englishMessages.lightbox);
  return { element, links: [...element.querySelectorAll<HTMLAnchorElement>('a')] };
}

const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('a photo grid', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin'])(
    "fetches lightGallery's code once, on the first %s",
    async (type) => {
      const { links } = grid();
      expect(createPhotoViewer).not.toHaveBeenCalled();
      for (const event of [type, type, 'focusin'])
        links[0]?.dispatchEvent(new Event(event, { bubbles: true }));
      await vi.waitFor(() => expect(createPhotoViewer).toHaveBeenCalledOnce());
      expect(createPhotoViewer).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        'School life',
        englishMessages.lightbox,
      );
    },
  );

  it('opens the clicked photo in the lightbox, marked as opening until then', async () => {
    const { links } = grid();
    const [, second] = links as [HTMLAnchorElement, HTMLAnchorElement];
    expect(click(second).defaultPrevented).toBe(true);
    expect(second.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(viewer.open).toHaveBeenCalledWith(1, second));
    expect(second.hasAttribute('aria-busy')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each<[string, MouseEventInit]>([
    ['Ctrl+click', { ctrlKey: true }],
    ['Cmd+click', { metaKey: true }],
    ['middle click', { button: 1 }],
  ])('leaves a %s to the browser', (_name, init) => {
    const { links } = grid();
    expect(click(links[0] as Element, init).defaultPrevented).toBe(false);
  });

  // A clipping's sign-language video sits in the grid too: its link must never wait on the lightbox.
  it('leaves a click on a link that is not a photo to the browser', () => {
    const { links } = grid();
    expect(click(links[2] as Element).defaultPrevented).toBe(false);
  });

  it("opens the photo as a file when lightGallery's code cannot arrive, and the next reach tries again", async () => {
    createPhotoViewer.mockImplementationOnce(() => {
      throw new Error('offline'); // as the import of its code fails
    });
    const { links } = grid();
    click(links[1] as Element);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/two.webp'));
    expect(links[1]?.hasAttribute('aria-busy')).toBe(false);
    links[0]?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(createPhotoViewer).toHaveBeenCalledTimes(2));
  });

  it(`opens the photo as a file when the code neither arrives nor fails within ${OPEN_LIMIT_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    createPhotoViewer.mockImplementationOnce(() => new Promise<never>(() => undefined) as never); // stalled
    const { links } = grid();
    click(links[0] as Element);
    await vi.advanceTimersByTimeAsync(OPEN_LIMIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/one.webp');
  });
});
