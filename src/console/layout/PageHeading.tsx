import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { BRAND_NAME } from '../../config/brand';

/** The page's name: this heading's text, else the h1 a page without a <Title> shows itself (coming soon, not found). */
function pageName(heading: HTMLElement): string | undefined {
  const own = heading.textContent?.trim();
  if (own) return own;
  const scope = heading.parentElement ?? document.body;
  for (const other of scope.querySelectorAll('h1')) {
    const text = other.textContent?.trim();
    if (text) return text;
  }
  return undefined;
}

/**
 * The page's title as its heading (react-admin's <Title> renders into #react-admin-title), and the browser tab's title
 * following it ('Service prices · Reloop'), so each page is named for screen readers, tabs and history.
 */
export function PageHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return undefined;
    const follow = () => {
      const text = pageName(element);
      const title = text ? `${text} · ${BRAND_NAME}` : BRAND_NAME;
      if (document.title !== title) document.title = title;
    };
    follow();
    // The whole page is watched, not only this heading: a page may bring its own h1.
    const observer = new MutationObserver(follow);
    observer.observe(element.parentElement ?? element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  // Hidden while no page has put its title in (an empty heading names nothing).
  return (
    <Box
      component="h1"
      ref={heading}
      id="react-admin-title"
      sx={{ typography: 'h5', mt: 0, mb: 1, '&:empty': { display: 'none' } }}
    />
  );
}
