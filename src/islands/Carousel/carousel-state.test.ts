// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  isAutoplayRunning,
  keepHiddenSlidesInert,
  slideLabel,
  wantsAutoplay,
  type AutoplayInputs,
} from './carousel-state';
import { englishMessages } from '../../i18n';

const base: AutoplayInputs = {
  userPaused: undefined,
  prefersReducedMotion: false,
  pointerInside: false,
  focusInside: false,
};

describe('wantsAutoplay and isAutoplayRunning', () => {
  it.each<[string, Partial<AutoplayInputs>, boolean, boolean]>([
    ['plays by default', {}, true, true],
    ['does not start under reduced motion', { prefersReducedMotion: true }, false, false],
    [
      'plays under reduced motion once the visitor presses play',
      { prefersReducedMotion: true, userPaused: false },
      true,
      true,
    ],
    ['stays paused after the pause button', { userPaused: true }, false, false],
    ['waits while the pointer is over it', { pointerInside: true }, true, false],
    ['waits while keyboard focus is inside', { focusInside: true }, true, false],
    ['stays paused when paused and hovered', { userPaused: true, pointerInside: true }, false, false],
  ])('%s', (_name, overrides, wants, running) => {
    const inputs = { ...base, ...overrides };
    expect(wantsAutoplay(inputs)).toBe(wants);
    expect(isAutoplayRunning(inputs)).toBe(running);
  });
});

describe('slideLabel', () => {
  it.each([
    [0, 12, '1 of 12'],
    [11, 12, '12 of 12'],
    [3, 4, '4 of 4'],
  ])('slide %i of %i is "%s"', (index, total, label) => {
    expect(slideLabel(englishMessages.carousel.position, index, total)).toBe(label);
  });
});

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
