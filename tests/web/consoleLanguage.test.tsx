import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AuthProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRM_TYPES } from '../../domain/constants';
import { DISPOSAL_METHODS, REWARD_EVENTS } from '../../domain/masters/choices';
import { ROLES } from '../../domain/roles';
import { UserMenu } from '../../src/console/layout/UserMenu';
import { createI18nProvider, messagesFor } from '../../src/i18n/i18nProvider';
import type { Language } from '../../src/settings/settings';
import { partnerListConfig } from '../../src/resources/channelPartners/listConfig';
import { ColumnValue } from '../../src/components/list/ColumnValue';
import type { ListColumn } from '../../src/components/list/types';
import { FilterInput } from '../../src/components/list/FilterInput';
import DayPickerField from '../../src/components/dayPicker/DayPickerField';
import { MUI_LOCALES } from '../../src/theme/muiLocales';
import { themeOptions } from '../../src/theme/themeOptions';
import { authAs } from './support/fakeAuthProvider';

type Tree = { [key: string]: unknown };

const signedIn: AuthProvider = {
  ...authAs(ROLES.admin),
  getIdentity: async () => ({ id: 'U1', fullName: 'Asha Rao', scope: ROLES.admin }),
};

function inConsole(language: Language, children: ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext authProvider={signedIn} i18nProvider={createI18nProvider(language)}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

const event: ListColumn = { source: 'event', kind: 'text', choices: REWARD_EVENTS };
const name = { source: 'name', kind: 'text' } as const;

describe('fixed choices read in the chosen language, stored values stay English', () => {
  it.each(['en', 'de', 'es'] as const)('%s names every reward event, disposal method and firm type', (language) => {
    const statuses = (messagesFor(language) as unknown as Tree).statuses as Tree;
    const missing = [...REWARD_EVENTS, ...DISPOSAL_METHODS, ...FIRM_TYPES].filter(
      (value) => typeof statuses[value] !== 'string',
    );
    expect(missing).toEqual([]);
    // A '.' would split the key in two.
    expect([...REWARD_EVENTS, ...DISPOSAL_METHODS, ...FIRM_TYPES].filter((value) => value.includes('.'))).toEqual([]);
  });

  it('a cell of a choice column shows its label; free text and unknown choices show as they are', () => {
    inConsole(
      'de',
      <ul>
        <li>
          <ColumnValue column={event} value="Completed Request" />
        </li>
        <li>
          <ColumnValue
            column={{ source: 'name', kind: 'text', choices: DISPOSAL_METHODS }}
            value="Incineration (Burn)"
          />
        </li>
        <li>
          <ColumnValue column={event} value="Festival" />
        </li>
        <li>
          <ColumnValue column={name} value="Booking" />
        </li>
        <li>
          <ColumnValue column={name} value="Television" />
        </li>
      </ul>,
    );
    expect(screen.getByText('Abgeschlossener Auftrag')).toBeInTheDocument();
    expect(screen.getByText('Verbrennung')).toBeInTheDocument();
    expect(screen.getByText('Festival')).toBeInTheDocument();
    expect(screen.getByText('Booking')).toBeInTheDocument();
    expect(screen.getByText('Television')).toBeInTheDocument();
  });

  it(
    'the partner list shows the firm type in Spanish and offers it so in its filter, ' + 'keeping the English value',
    () => {
      const config = partnerListConfig('invited');
      const column = config.columns.find((c) => c.source === 'typeOfFirm')!;
      const filter = config.filters.find((f) => f.source === 'typeOfFirm')!;
      let chosen: unknown;
      inConsole(
        'es',
        <>
          <ColumnValue column={column} value="Bulk Consumer" />
          <FilterInput
            resource="channel-partner"
            filter={filter}
            values={{}}
            onChange={(value) => (chosen = value)}
            onEnter={() => undefined}
          />
        </>,
      );
      expect(screen.getByText('Gran consumidor')).toBeInTheDocument();
      fireEvent.mouseDown(screen.getByRole('combobox'));
      const options = within(screen.getByRole('listbox'));
      expect(options.getByRole('option', { name: 'Minorista' })).toBeInTheDocument();
      fireEvent.click(options.getByRole('option', { name: 'Desmantelador' }));
      expect(chosen).toBe('Dismantler');
    },
  );
});

describe('the user menu', () => {
  it.each([
    ['de', 'Web-Administrator'],
    ['es', 'Administrador web'],
    ['en', 'Web Admin'],
  ] as const)('names the role in %s, not by its code', async (language, role) => {
    inConsole(language, <UserMenu />);
    expect(await screen.findByText(role)).toBeInTheDocument();
    expect(screen.queryByText(ROLES.admin)).not.toBeInTheDocument();
  });
});

describe("MUI's own texts", () => {
  const autocomplete = (language: Language) =>
    render(
      <ThemeProvider theme={createTheme(themeOptions('light', 'ltr', MUI_LOCALES[language]))}>
        <Autocomplete options={[] as string[]} renderInput={(params) => <TextField {...params} label="Brand" />} />
      </ThemeProvider>,
    );

  it.each([
    ['de', 'Öffnen', 'Keine Optionen'],
    ['es', 'Abrir', 'Sin opciones'],
    ['en', 'Open', 'No options'],
  ] as const)('Autocomplete speaks %s', (language, open, none) => {
    autocomplete(language);
    fireEvent.click(screen.getByRole('button', { name: open }));
    expect(screen.getByText(none)).toBeInTheDocument();
  });

  it.each([
    ['de', 'TT/MM/JJJJ', /^Datum auswählen/],
    ['es', 'DD/MM/AAAA', /^Elige fecha/],
    ['en', 'DD/MM/YYYY', /^Choose date/],
  ] as const)('the date picker speaks %s and still shows dd/MM/yyyy', async (language, placeholder, choose) => {
    inConsole(language, <DayPickerField label="Valid from" value="2026-01-15" onChange={() => undefined} />);
    const input = await screen.findByRole('textbox', { name: 'Valid from' });
    expect(input).toHaveValue('15/01/2026');
    expect(screen.getByRole('button', { name: choose })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    expect(input.getAttribute('placeholder') ?? '').toBe(placeholder);
  });
});
