import { render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where a page sent the browser: the path and the state it carried, as JSON in `data-testid="where"`. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
}

/**
 * Opens a link page mounted at `pattern` on `address`, in StrictMode as the app runs: effects run twice, a link must
 * still be used once.
 */
export function renderLinkPage(pattern: string, address: string, Page: ComponentType) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

/** A fetch answer with a JSON body. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
