import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/app/login/loginKit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/app/login/loginKit')>()),
  requestTechnicianOtp: vi.fn(),
  verifyTechnicianOtp: vi.fn(),
}));

const kit = await import('../../src/app/login/loginKit');
const { default: LoginPage } = await import('../../src/app/login/LoginPage');

function renderTechnicianTab() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>Console</p>} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Technician' }));
}

async function requestOtp(mobile = '9876543210') {
  fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: mobile } });
  const getOtp = screen.getByRole('button', { name: 'Get OTP' });
  await waitFor(() => expect(getOtp).toBeEnabled());
  fireEvent.click(getOtp);
}

describe('technician sign-in steps', () => {
  beforeEach(() => {
    vi.mocked(kit.requestTechnicianOtp).mockReset();
    vi.mocked(kit.verifyTechnicianOtp).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("flags an unknown number with 'Mobile Number does not exist'", async () => {
    vi.mocked(kit.requestTechnicianOtp).mockResolvedValue({ sent: false, message: 'Mobile Number does not exist' });
    renderTechnicianTab();
    await requestOtp('9000000001');
    expect(await screen.findByText('Mobile Number does not exist')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it("shows the API's message for a technician not approved yet, without asking for a code", async () => {
    // The real first step against the API's answer: the number is known, the profile not Active (403 with its message).
    const actual = await vi.importActual<typeof kit>('../../src/app/login/loginKit');
    vi.mocked(kit.requestTechnicianOtp).mockImplementation(actual.requestTechnicianOtp);
    const answer = new Response(JSON.stringify({ message: 'Your profile is not approved yet' }), {
      status: 403,
      headers: { 'content-type': 'application/json' },
    });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    try {
      renderTechnicianTab();
      await requestOtp('9876543221');
      expect(await screen.findByText('Your profile is not approved yet')).toBeInTheDocument();
      expect(String(fetchMock.mock.calls[0][0])).toMatch(/users\/technician\/otp\/9876543221$/);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    } finally {
      fetchMock.mockRestore();
    }
  });

  it("counts down 30 s before 'Resend OTP', which asks again and restarts at 30", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(kit.requestTechnicianOtp).mockResolvedValue({ sent: true });
    renderTechnicianTab();
    await requestOtp();
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(kit.requestTechnicianOtp).toHaveBeenCalledWith('9876543210');
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    // The code takes digits only.
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12a4b5' } });
    expect(screen.getByLabelText('OTP')).toHaveValue('1245');
    for (let i = 0; i < 30; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend OTP in 30s')).toBeInTheDocument();
    // 'Change number' keeps the wait: asking again before it is over would only be refused.
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByRole('button', { name: 'Get OTP in 30s' })).toBeDisabled();
    for (let i = 0; i < 30; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(kit.requestTechnicianOtp).toHaveBeenCalledTimes(3);
  });

  it("says 'Invalid OTP, try again' on a wrong code and goes back to the number after the last attempt", async () => {
    vi.mocked(kit.requestTechnicianOtp).mockResolvedValue({ sent: true });
    vi.mocked(kit.verifyTechnicianOtp)
      .mockResolvedValueOnce({ step: 'retry' })
      .mockResolvedValueOnce({ step: 'restart' });
    renderTechnicianTab();
    await requestOtp();
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '111111' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP, try again')).toBeInTheDocument();
    expect(kit.verifyTechnicianOtp).toHaveBeenCalledWith('111111');
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '222222' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument());
    expect(screen.getByText('Invalid OTP, try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Get OTP/ })).toBeInTheDocument();
  });

  it(
    'keeps Verify disabled until the OTP has 6 digits, ' + 'saying so at the field, and signs in with a right one',
    async () => {
      vi.mocked(kit.requestTechnicianOtp).mockResolvedValue({ sent: true });
      vi.mocked(kit.verifyTechnicianOtp).mockResolvedValue({ step: 'done' });
      renderTechnicianTab();
      await requestOtp();
      expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeDisabled();
      fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '123' } });
      expect(await screen.findByText('OTP must be exactly 6 characters')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
      fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '123456' } });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled());
      expect(screen.queryByText('OTP must be exactly 6 characters')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText('Console')).toBeInTheDocument();
    },
  );
});
