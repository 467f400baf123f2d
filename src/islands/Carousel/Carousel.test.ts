// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepHiddenSlidesInert } from './Carousel';

describe('keepHiddenSlidesInert', () => {
  it('mirrors aria-hidden onto inert, also as slides change', async () => {
    const container = document.createElement('div');
    container.innerHTML = ['true', 'false', null]
      .map(
        (hidden) =>
          `<div class="slick-slide"${hidden ? ` aria-hidden="${hidden}"` : ''}><a href="#">x</a></div>`,
      )
      .join('');
    const inert = () =>
      [...container.querySelectorAll('.slick-slide')].map((slide) => slide.hasAttribute('inert'));
    const stop = keepHiddenSlidesInert(container);
    expect(inert()).toEqual([true, false, false]);
    const [first, second] = container.querySelectorAll('.slick-slide');
    first.setAttribute('aria-hidden', 'false');
    second.setAttribute('aria-hidden', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inert()).toEqual([false, true, false]);
    stop();
  });
});
