import type { Page } from 'playwright-core';

/** What emailLayout finds. */
export interface EmailLayout {
  /** Every visible address on the page. */
  addresses: string[];
  /** The addresses laid out on more than one line. */
  wrapped: string[];
  /** One line per address broken inside a word: its lines and the box it sits in. */
  brokenMidWord: string[];
}

/**
 * The e-mail addresses on the page open now and how they wrap: an address may wrap
 * only after its '@' or before a dot, where a reader expects it to. Each visible address is read character by character
 * (a Range per character, across the text nodes of the element holding it), and a line box that ends between two
 * letters or digits of one part is a finding. A part wider than the whole line has no other choice than to break, so a
 * test shows addresses whose parts fit.
 */
export function emailLayout(page: Page): Promise<EmailLayout> {
  return page.evaluate(() => {
    const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const WORD = /[\p{L}\p{N}]/u;
    const findings: string[] = [];
    const addresses: string[] = [];
    const wrapped: string[] = [];
    /** Inline content: its text runs on as one text, so an address in it is bounded by what is written around it. */
    const inline = (element: Element) =>
      [...element.querySelectorAll('*')].every(
        (child) => /^(inline|contents)/.test(getComputedStyle(child).display) || child.tagName === 'WBR',
      );
    /**
     * The deepest elements of inline content whose text holds the address (none of their child elements holds it
     * whole).
     */
    const hosts = new Map<Element, Set<string>>();
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, template, input, textarea, [aria-hidden="true"]')) continue;
      const text = element.textContent ?? '';
      if (!text.includes('@') || !inline(element)) continue;
      for (const [email] of text.matchAll(EMAIL)) {
        if ([...element.children].some((child) => (child.textContent ?? '').includes(email))) continue;
        if (!hosts.has(element)) hosts.set(element, new Set());
        hosts.get(element)!.add(email);
      }
    }
    for (const [element, emails] of hosts) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // The element's characters, each with the text node and offset it sits at.
      const characters: { node: Text; offset: number; char: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let offset = 0; offset < node.data.length; offset++)
          characters.push({ node, offset, char: node.data[offset] });
      }
      const text = characters.map((c) => c.char).join('');
      const range = document.createRange();
      const topOf = (index: number) => {
        range.setStart(characters[index].node, characters[index].offset);
        range.setEnd(characters[index].node, characters[index].offset + 1);
        const rects = range.getClientRects();
        return rects.length > 0 ? rects[0].top : undefined;
      };
      for (const email of emails) {
        for (let start = text.indexOf(email); start >= 0; start = text.indexOf(email, start + 1)) {
          let lines = [email[0]];
          let brokenAt: number | undefined;
          for (let i = 1; i < email.length; i++) {
            const before = topOf(start + i - 1);
            const after = topOf(start + i);
            const newLine = before !== undefined && after !== undefined && after > before + 2;
            if (newLine) {
              lines = [...lines, ''];
              if (WORD.test(email[i - 1]) && WORD.test(email[i]) && brokenAt === undefined) brokenAt = i;
            }
            lines[lines.length - 1] += email[i];
          }
          addresses.push(email);
          if (lines.length > 1) wrapped.push(email);
          if (brokenAt !== undefined) {
            const name =
              element.closest('td, th, li, [role="cell"], [role="row"], .MuiCard-root')?.tagName.toLowerCase() ??
              element.tagName.toLowerCase();
            const style = getComputedStyle(element);
            findings.push(
              `"${email}" breaks mid-word as ${lines.map((line) => `"${line}"`).join(' / ')} in a ${name} ` +
                `(${Math.round(element.getBoundingClientRect().width)} px wide, ` +
                `overflow-wrap ${style.overflowWrap}, word-break ${style.wordBreak})`,
            );
          }
        }
      }
    }
    return { addresses, wrapped, brokenMidWord: findings };
  });
}

/** The addresses on the page open now that the browser broke inside a word (see emailLayout). */
export const emailsBrokenMidWord = async (page: Page) => (await emailLayout(page)).brokenMidWord;
