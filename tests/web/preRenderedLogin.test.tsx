import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { prerenderLogin } from '../../src/app/prerender';
import { ROOT_ID } from '../../src/app/preRendered';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById(ROOT_ID)?.remove();
  vi.restoreAllMocks();
});

/** index.html's root holding the pre-rendered sign-in page, as src/app/boot.ts leaves it. */
function preRenderedPage() {
  window.history.replaceState(null, '', '/login');
  const container = document.createElement('div');
  container.id = ROOT_ID;
  container.innerHTML = prerenderLogin();
  container.setAttribute('inert', '');
  document.body.append(container);
  return container;
}

describe('the pre-rendered sign-in page (index.html)', () => {
  it('is the page the app renders: React adopts its elements without a mismatch, then it takes input', async () => {
    const container = preRenderedPage();
    const form = container.querySelector('form');
    expect(screen.getByRole('heading', { name: 'Login', hidden: true })).toBeInTheDocument();
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBe(form);
    expect(container).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('keeps what the browser filled in before React took the page over', async () => {
    const container = preRenderedPage();
    (container.querySelector('#email') as HTMLInputElement).value = 'not-an-email';
    await act(async () => {
      root = hydrateRoot(container, <App />);
    });
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
  });
});
