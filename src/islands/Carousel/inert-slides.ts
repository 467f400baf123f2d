/**
 * react-slick hides off-screen slides and its infinite-mode clones with
 * aria-hidden but leaves their content focusable, which axe reports and which
 * strands keyboard users on invisible content. Mirroring aria-hidden onto
 * `inert` takes those slides out of focus order and the accessibility tree.
 */
const SLIDE = '.slick-slide';

export function syncInertSlides(container: ParentNode): void {
  for (const slide of container.querySelectorAll<HTMLElement>(SLIDE)) {
    slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
  }
}

/** Keeps slides in sync as react-slick moves; returns the clean-up function. */
export function keepHiddenSlidesInert(container: HTMLElement): () => void {
  syncInertSlides(container);
  const observer = new MutationObserver(() => syncInertSlides(container));
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden'],
  });
  return () => observer.disconnect();
}
