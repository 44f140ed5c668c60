import { fireEvent, screen } from '@testing-library/react';

/** Opens a list's filter bar, which starts closed while no filter is applied. */
export function openFilters() {
  const toggle = screen.getByRole('button', { name: 'Filters' });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
}
