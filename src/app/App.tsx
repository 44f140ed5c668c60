import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicNotFound } from '../custom/PublicMessagePages';
import { SettingsProvider } from '../settings/SettingsProvider';
import { Console } from './consoleChunk';
import { FullPageSpinner } from './FullPageSpinner';
import { PUBLIC_ROUTES } from './publicRoutes';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';

export function App() {
  return (
    <SettingsProvider>
      <BrowserRouter>
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
      </BrowserRouter>
    </SettingsProvider>
  );
}
