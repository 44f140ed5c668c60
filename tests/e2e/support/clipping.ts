import type { Page } from 'playwright-core';

/**
 * Tables cut off sideways on the page open now: the page itself scrolling sideways, a table (or its scroll container)
 * wider than a box that hides the rest with no way to scroll to it, and a cell whose text is cut (ellipsis, hidden).
 * A table in a box that scrolls sideways is reachable and not a finding here; it is reported in `scrolling`.
 */
export interface Clipping {
  clipped: string[];
  scrolling: string[];
}

export function clippingOnPage(page: Page): Promise<Clipping> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const scrolling: string[] = [];
    /** 1 px of slack: sub-pixel widths round up in scrollWidth. */
    const SLACK = 1;
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + SLACK)
      clipped.push(`the page scrolls sideways (${root.scrollWidth} px wide in a ${root.clientWidth} px window)`);

    /**
     * A table named for the report: its caption or label, else the heading of its card or page, else its first column
     * heads.
     */
    const nameOf = (table: Element) => {
      const own = table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label');
      if (own?.trim()) return own.trim();
      const card = table.closest('.MuiCard-root, .MuiPaper-root, section');
      const heading = card?.querySelector('h2, h3, h4, h5, h6, .MuiCardHeader-title')?.textContent;
      if (heading?.trim()) return heading.trim();
      const heads = [...table.querySelectorAll('th, [role="columnheader"]')]
        .slice(0, 3)
        .map((cell) => cell.textContent?.trim())
        .filter(Boolean);
      return heads.length > 0 ? `the table of ${heads.join(', ')}` : 'a table';
    };
    const hides = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';

    for (const table of document.querySelectorAll('table, [role="grid"], [role="table"]')) {
      if (!table.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const name = nameOf(table);
      const box = table.getBoundingClientRect();
      // Up from the table: the first box whose visible width it exceeds decides (scrolls: reachable; hides: cut).
      for (
        let element: Element | null = table;
        element && element !== document.documentElement;
        element = element.parentElement
      ) {
        const style = getComputedStyle(element);
        const own = element.getBoundingClientRect();
        const visibleRight = own.left + element.clientLeft + element.clientWidth;
        const wider =
          element === table
            ? element.scrollWidth > element.clientWidth + SLACK
            : box.right > visibleRight + SLACK || box.left < own.left + element.clientLeft - SLACK;
        if (!wider) {
          if (scrolls(style) || hides(style)) break;
          continue;
        }
        if (scrolls(style)) {
          scrolling.push(`"${name}" scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px)`);
          break;
        }
        if (hides(style)) {
          clipped.push(
            `"${name}" is cut off: ${element.scrollWidth} px of content ` +
              `in a ${element.clientWidth} px box that does not scroll`,
          );
          break;
        }
      }
      // A cell whose text does not fit its width and is cut (text-overflow, overflow hidden) hides part of its words.
      for (const cell of table.querySelectorAll('th, td, [role="columnheader"], [role="cell"], [role="gridcell"]')) {
        for (const part of [cell, ...cell.querySelectorAll('*')]) {
          if (
            !(part instanceof HTMLElement) ||
            part.scrollWidth <= part.clientWidth + SLACK ||
            !hides(getComputedStyle(part))
          )
            continue;
          if (!part.checkVisibility()) continue;
          clipped.push(
            `"${name}": the text "${(part.textContent ?? '').trim().slice(0, 60)}" ` +
              `is cut (${part.scrollWidth} px in ${part.clientWidth} px)`,
          );
          break;
        }
      }
    }
    return { clipped: [...new Set(clipped)], scrolling: [...new Set(scrolling)] };
  });
}
