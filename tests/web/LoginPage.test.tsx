import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import LoginPage from '../../src/app/login/LoginPage';
import { SettingsProvider } from '../../src/settings/SettingsProvider';

function renderLogin() {
  return render(
    <SettingsProvider>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </SettingsProvider>,
  );
}

describe('Login page', () => {
  it("is titled 'Login' and opens on the Admin / Partner tab", () => {
    renderLogin();
    expect(document.title).toBe('Login');
    expect(screen.getByRole('tab', { name: 'Admin / Partner' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Technician' })).toHaveAttribute('aria-selected', 'false');
  });

  it('requires e-mail and password', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('links to password recovery, and to privacy and terms in a new tab', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/password-recovery');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it("keeps 'Get OTP' disabled until the mobile number has 10 digits", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Technician' }));
    const getOtp = screen.getByRole('button', { name: 'Get OTP' });
    expect(getOtp).toBeDisabled();
    const mobile = screen.getByLabelText('Mobile Number');
    await user.type(mobile, '98765');
    await waitFor(() => expect(getOtp).toBeDisabled());
    await user.type(mobile, 'ab43210');
    expect(mobile).toHaveValue('9876543210');
    await waitFor(() => expect(getOtp).toBeEnabled());
    await user.type(mobile, '9');
    expect(mobile).toHaveValue('9876543210');
    await user.clear(mobile);
    await waitFor(() => expect(getOtp).toBeDisabled());
    expect(await screen.findByText('Mobile Number is required')).toBeInTheDocument();
  });
});
