import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithEmails } from '../../src/components/format/EmailText';
import { ReadOnlyField } from '../../src/components/profile/ReadOnlyField';
import { ColumnValue } from '../../src/components/list/ColumnValue';

/** The text of each line a browser may start: the pieces between the <wbr> break opportunities. */
const pieces = (element: Element) => element.innerHTML.replace(/<\/?span[^>]*>/g, '').split('<wbr>');

describe('e-mail addresses in read views and list cells', () => {
  it('offer a break after the @ and before each dot, nowhere else, and leave the text around them as it is', () => {
    const { container } = render(<TextWithEmails text="Meera Iyer · meera.iyer@greenfix.co.in · 9876543210" />);
    expect(container.textContent).toBe('Meera Iyer · meera.iyer@greenfix.co.in · 9876543210');
    expect(pieces(container)).toEqual(['Meera Iyer · meera', '.iyer@', 'greenfix', '.co', '.in · 9876543210']);
  });

  it('leave a text without an address alone', () => {
    const { container } = render(<TextWithEmails text="Bangalore North. Karnataka" />);
    expect(container.innerHTML).toBe('Bangalore North. Karnataka');
  });

  it('do so in the shared read-view field, the one the profile and customer cards use', () => {
    render(<ReadOnlyField label="Email" value="asha.verma@example.in" />);
    const value = screen.getByText('Email').nextElementSibling!;
    expect(value.textContent).toBe('asha.verma@example.in');
    expect(pieces(value)).toEqual(['asha', '.verma@', 'example', '.in']);
  });

  it('do so in a text column of the lists and their phone rows (ColumnValue)', () => {
    const { container } = render(
      <ColumnValue column={{ source: 'primaryEmail', kind: 'text' }} value="partner@reloop.test" />,
    );
    expect(pieces(container)).toEqual(['partner@', 'reloop', '.test']);
  });
});
