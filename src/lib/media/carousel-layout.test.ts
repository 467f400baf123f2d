import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS, fitsFrom, slickAutoplaySpeed, touchThresholdFor } from './carousel-layout';
import { isAutoplayRunning, slideLabel, wantsAutoplay, type AutoplayInputs } from './carousel-layout';
import { englishMessages } from '../../../tests/support/messages.ts';

describe('the carousel breakpoints', () => {
  it.each([
    [320, 1],
    [375, 1],
    [463, 1],
    [464, 2],
    [800, 2],
    [1023, 2],
    [1024, 4],
    [1280, 4],
    [2999, 4],
    [3000, 5],
    [3200, 5],
    [4000, 5],
  ])('at %i px shows %i', (width, items) => {
    expect(CAROUSEL_BREAKPOINTS.find(({ minWidth }) => width >= minWidth)?.items).toBe(items);
  });
});

describe('touchThresholdFor', () => {
  it.each([
    [800, 80, 10],
    [343, 80, 343 / 80],
    [1152, 80, 14.4],
    [60, 80, 1],
    [0, 80, 5],
    [Number.NaN, 80, 5],
  ])('list %d px, minimum %d px gives %d', (width, minSwipe, expected) => {
    expect(touchThresholdFor(width, minSwipe)).toBeCloseTo(expected);
  });

  it('makes react-slick require exactly the minimum distance', () => {
    for (const width of [343, 720, 1152, 2900]) {
      expect(width / touchThresholdFor(width)).toBeCloseTo(80);
    }
  });
});

describe('slickAutoplaySpeed', () => {
  it.each([
    [2500, 2450],
    [50, 0],
    [10, 0],
  ])('%i ms interval asks react-slick for %i', (interval, speed) => {
    expect(slickAutoplaySpeed(interval)).toBe(speed);
  });
});

describe('fitsFrom', () => {
  it.each([
    [1, 'any-width'],
    [2, 'from-small'],
    [3, 'from-large'],
    [4, 'from-large'],
    [5, 'from-wall'],
    [12, undefined],
  ])('%i photos fit %s', (count, from) => {
    expect(fitsFrom(count)).toBe(from);
  });
});

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
