import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../src/settings/SettingsContext';
import { SettingsProvider } from '../../src/settings/SettingsProvider';
import { SETTINGS_KEY } from '../../src/settings/settings';

vi.mock('aws-amplify/auth', () => ({
  resetPassword: vi.fn(async () => ({})),
  confirmResetPassword: vi.fn(async () => undefined),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));

const { default: LoginPage } = await import('../../src/app/login/LoginPage');
const { default: PasswordResetPage } = await import('../../src/app/account/PasswordResetPage');
const { PublicNotFound } = await import('../../src/app/public/PublicMessagePages');
const { setLabelLanguage } = await import('../../src/i18n/labelLanguage');

const storeLanguage = (language: string) => localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language }));

function LanguageSwitch() {
  const { update } = useSettings();
  return (
    <button type="button" onClick={() => update({ language: 'en' })}>
      switch to English
    </button>
  );
}

function renderPublic(path: string, page: React.ReactNode) {
  return render(
    <SettingsProvider>
      <LanguageSwitch />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </SettingsProvider>,
  );
}

describe('public pages follow the stored language', () => {
  afterEach(async () => {
    await setLabelLanguage('en');
  });

  it('shows the login page in German when the stored language is German, its field messages too', async () => {
    storeLanguage('de');
    renderPublic('/login', <LoginPage />);
    expect(await screen.findByRole('heading', { name: 'Anmeldung' })).toBeInTheDocument();
    expect(document.title).toBe('Anmeldung');
    expect(screen.getByRole('tab', { name: 'Techniker' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/password-recovery');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText(/Alle Rechte vorbehalten\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeInTheDocument();
  });

  it('turns back to English when the language setting changes', async () => {
    storeLanguage('de');
    renderPublic('/login', <LoginPage />);
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'switch to English' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Technician' })).toBeInTheDocument();
  });

  it(
    'shows the first paint in the stored language once its ' + 'labels are loaded (as main.tsx does before rendering)',
    async () => {
      await setLabelLanguage('es');
      render(
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>,
      );
      expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Técnico' })).toBeInTheDocument();
    },
  );

  it('counts the resend of a reset code down in Spanish', async () => {
    storeLanguage('es');
    render(
      <SettingsProvider>
        <MemoryRouter initialEntries={[{ pathname: '/password-reset', state: { email: 'asha@reloop.test' } }]}>
          <PasswordResetPage />
        </MemoryRouter>
      </SettingsProvider>,
    );
    expect(
      await screen.findByText('Hemos enviado un código a asha@reloop.test. Puede tardar un minuto en llegar.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Reenviar código en \d+ s$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeInTheDocument();
  });

  it('names the not-found page in German, title included', async () => {
    storeLanguage('de');
    renderPublic('/nowhere', <PublicNotFound />);
    expect(await screen.findByRole('heading', { name: 'Hier ist nichts!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await act(async () => undefined);
    expect(document.title).toBe('Hier ist nichts!');
  });
});
