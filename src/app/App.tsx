import { Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicNotFound } from './public/PublicMessagePages';
import { SettingsProvider } from '../settings/SettingsProvider';
import { Console } from './consoleChunk';
import { FullPageSpinner } from './FullPageSpinner';
import { acceptInput } from './preRendered';
import { PUBLIC_ROUTES } from './publicRoutes';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';

/** `router`: the browser's, or a static one when the sign-in page is pre-rendered at build time (./prerender.tsx). */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children?: ReactNode }> }) {
  // Once React has the page, the pre-rendered sign-in page (if it was shown) takes input.
  useLayoutEffect(acceptInput, []);
  return (
    <SettingsProvider>
      <Router>
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            {PUBLIC_ROUTES.map(({ path, Page, redirectIfSignedIn }) => (
              <Route
                key={path}
                path={path}
                element={
                  redirectIfSignedIn ? (
                    <RedirectIfSignedIn>
                      <Page />
                    </RedirectIfSignedIn>
                  ) : (
                    <Page />
                  )
                }
              />
            ))}
            <Route
              path="/dashboard/*"
              element={
                <RequireSession>
                  <Console />
                </RequireSession>
              }
            />
            <Route path="*" element={<PublicNotFound />} />
          </Routes>
        </Suspense>
      </Router>
    </SettingsProvider>
  );
}
