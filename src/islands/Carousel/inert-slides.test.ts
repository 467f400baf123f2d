// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepHiddenSlidesInert, syncInertSlides } from './inert-slides';

function track(hidden: (string | null)[]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = hidden
    .map(
      (value) => `<div class="slick-slide"${value === null ? '' : ` aria-hidden="${value}"`}><p>x</p></div>`,
    )
    .join('');
  return container;
}

const inertFlags = (container: HTMLElement) =>
  [...container.querySelectorAll('.slick-slide')].map((slide) => slide.hasAttribute('inert'));

describe('syncInertSlides', () => {
  it.each<[(string | null)[], boolean[]]>([
    [
      ['true', 'false', 'true'],
      [true, false, true],
    ],
    [
      [null, 'false'],
      [false, false],
    ],
    [
      ['true', 'true'],
      [true, true],
    ],
  ])('aria-hidden %j gives inert %j', (hidden, expected) => {
    const container = track(hidden);
    syncInertSlides(container);
    expect(inertFlags(container)).toEqual(expected);
  });
});

describe('keepHiddenSlidesInert', () => {
  it('follows aria-hidden as slides change', async () => {
    const container = track(['false', 'true']);
    const stop = keepHiddenSlidesInert(container);
    expect(inertFlags(container)).toEqual([false, true]);
    const [first, second] = container.querySelectorAll('.slick-slide');
    first.setAttribute('aria-hidden', 'true');
    second.setAttribute('aria-hidden', 'false');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inertFlags(container)).toEqual([true, false]);
    stop();
  });
});
