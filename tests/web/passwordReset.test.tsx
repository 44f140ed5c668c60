import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('aws-amplify/auth', () => ({
  resetPassword: vi.fn(async () => ({})),
  confirmResetPassword: vi.fn(async () => undefined),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));

const auth = await import('aws-amplify/auth');
const { default: PasswordResetPage } = await import('../../src/app/account/PasswordResetPage');

function renderReset(email?: string) {
  render(
    <MemoryRouter
      initialEntries={[
        { pathname: '/password-reset', search: email ? `?email=${email}` : '', state: email ? { email } : null },
      ]}
    >
      <Routes>
        <Route path="/password-reset" element={<PasswordResetPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('password reset', () => {
  afterEach(() => vi.useRealTimers());

  it('says where the code went, and resends it once the 30 s are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderReset('asha@reloop.test');
    expect(screen.getByText('We sent a code to asha@reloop.test. It can take a minute to arrive.')).toBeInTheDocument();
    expect(screen.getByText('Resend code in 30s')).toBeInTheDocument();
    for (let i = 0; i < 30; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'care@reloop.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(
      await screen.findByText('We sent a code to care@reloop.test. It can take a minute to arrive.'),
    ).toBeInTheDocument();
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'care@reloop.test' });
    expect(screen.getByText('Resend code in 30s')).toBeInTheDocument();
  });

  it('asks for the e-mail before resending to nobody', async () => {
    vi.mocked(auth.resetPassword).mockClear();
    renderReset();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(auth.resetPassword).not.toHaveBeenCalled();
  });
});
