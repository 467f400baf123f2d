import { describe, expect, it } from 'vitest';
import { unnamedImages } from './index';

describe('unnamedImages', () => {
  const images = ['a.X1_y.webp', 'b.X2.jpg', 'c.X3_z.avif', 'd.X4_w.png', 'e.X5_v.jpeg'];

  it('keeps every image a page, a stylesheet or a script names, wherever the name stands', () => {
    const texts = [
      '<img src="/_astro/a.X1_y.webp" srcset="/_astro/c.X3_z.avif 320w, /_astro/x.webp 640w">',
      '.hero{background:url(/_astro/d.X4_w.png)}',
      '<astro-island props="{&quot;src&quot;:[0,&quot;/_astro/e.X5_v.jpeg&quot;]}">',
    ];
    expect(unnamedImages(images, texts)).toEqual(['b.X2.jpg']);
  });

  it('keeps nothing when nothing names the images', () => {
    expect(unnamedImages(images, ['<p>No photos here.</p>'])).toEqual(images);
  });
});
