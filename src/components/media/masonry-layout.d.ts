// masonry-layout ships no types. Only what masonry-grid.ts uses is declared.
declare module 'masonry-layout' {
  interface MasonryOptions {
    itemSelector?: string;
    columnWidth?: number | string;
    gutter?: number | string;
    transitionDuration?: number | string;
    resize?: boolean;
  }
  export default class Masonry {
    constructor(element: Element, options?: MasonryOptions);
    option(options: MasonryOptions): void;
    layout(): void;
    appended(elements: Element | Element[]): void;
  }
}
