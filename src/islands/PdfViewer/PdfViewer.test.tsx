// @vitest-environment jsdom
// The "Read it here" facade: nothing starts before the press, the press (or
// the click that hydrated the island) starts the reader, and focus moves into
// it. jsdom has no Worker or OffscreenCanvas, so a started reader stops at its
// "cannot show" message, which is enough to see that it started.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import PdfViewer from './PdfViewer.tsx';
import { englishMessages } from '../../../tests/support/messages.ts';

const props = {
  file: '/documents/club.pdf',
  title: 'Club document',
  messages: englishMessages.pdfViewer,
};
const cannotShow = /cannot show the document on the page/;

beforeAll(() => {
  // The reader watches its width; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

describe('PdfViewer facade', () => {
  it('is hidden in the server HTML, for visitors without JavaScript', () => {
    const html = renderToString(<PdfViewer {...props} />);
    expect(html).toMatch(/<div class="pdf-viewer__facade" data-press-facade="true" hidden="">/);
    expect(html).toContain('Read it here, page by page');
  });

  it('starts nothing until the button is pressed, then keeps focus in the reader', async () => {
    render(<PdfViewer {...props} />);
    expect(screen.queryByText(cannotShow)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Read it here, page by page', hidden: true }));
    expect(await screen.findByText(cannotShow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Read it here/, hidden: true })).toBeNull();
    // The stage took focus, then hid: the message saying why has it now.
    expect(document.activeElement?.textContent).toMatch(cannotShow);
  });

  it('starts at once when the press is what hydrated it', async () => {
    const island = document.createElement('astro-island');
    island.setAttribute('data-pressed', '');
    document.body.append(island);
    render(<PdfViewer {...props} />, { container: island });
    expect(await screen.findByText(cannotShow)).toBeTruthy();
    island.remove();
  });
});
