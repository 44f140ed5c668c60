import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogEntries } from '../../domain/messages/catalog';
import { placeholdersOf } from '../../domain/messages/fill';
import { schemaMessages } from '../../domain/messages/schemaWalk';
import { customerProfileSchema } from '../../domain/customers/customer';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { translateWith, type MessageTranslations } from '../../src/i18n/messageTranslation';
import { validationMessagesDe } from '../../src/i18n/validationMessages.de';
import { validationMessagesEs } from '../../src/i18n/validationMessages.es';

const signInStaff = vi.fn();
vi.mock('../../src/authProvider/staffSignIn', () => ({ signInStaff: (...args: unknown[]) => signInStaff(...args) }));

const { default: LoginPage } = await import('../../src/app/login/LoginPage');
const { messagesLoaded, setLabelLanguage } = await import('../../src/i18n/labelLanguage');

/** The label language switched and its message translations (loaded after the first paint) in place. */
async function speak(language: 'en' | 'de' | 'es') {
  await setLabelLanguage(language);
  await messagesLoaded();
}
const { zodResolver } = await import('../../src/i18n/messageResolver');

const LANGUAGES: [string, MessageTranslations][] = [
  ['de', validationMessagesDe],
  ['es', validationMessagesEs],
];

/**
 * Words the same in English, German and Spanish: a translation may be just these (and numbers, punctuation, values).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'OTP',
  'GST',
  'GSTIN',
  'IFSC',
  'MICR',
  'PIN',
  'ID',
  'MB',
  'SID102',
  'SID103',
  'SID104',
  'SID105',
]);

/** A translation left in English: the English text itself, unless it is only words of SAME_IN_EVERY_LANGUAGE. */
const isEnglish = (translation: string, english: string) =>
  translation === english &&
  english.split(/[^A-Za-z0-9]+/).some((word) => /[A-Za-z]/.test(word) && !SAME_IN_EVERY_LANGUAGE.has(word));

const lookup = (translations: MessageTranslations, key: string) => {
  const [group, name] = key.split('.');
  return (translations as unknown as Record<string, Record<string, string>>)[group]?.[name];
};

describe('validation and server messages in the user language', () => {
  afterEach(async () => {
    await setLabelLanguage('en');
    signInStaff.mockReset();
  });

  it.each(LANGUAGES)(
    '%s translates every message of the catalog, with no value the English does not have',
    (_, translations) => {
      const english: string[] = [];
      const strayValues: string[] = [];
      for (const [key, text] of catalogEntries()) {
        const translation = lookup(translations, key);
        if (!translation || isEnglish(translation, text)) english.push(`${key}: ${text}`);
        const extra = placeholdersOf(translation ?? '').filter((name) => !placeholdersOf(text).includes(name));
        if (extra.length) strayValues.push(`${key}: ${extra.join(', ')}`);
      }
      expect(catalogEntries().length).toBeGreaterThan(450);
      expect(english).toEqual([]);
      expect(strayValues).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    '%s shows every message of every schema translated, for bad values of every field',
    (_, translations) => {
      const untranslated = [...schemaMessages()].filter(([message]) => {
        const shown = translateWith(translations, message);
        return shown === undefined || isEnglish(shown, message);
      });
      expect(untranslated.map(([message, where]) => `${message} <- ${where}`)).toEqual([]);
    },
  );

  it(
    "the console's translate shows the API's and the schemas' " +
      'English in German and Spanish, and leaves keys and English alone',
    async () => {
      await speak('de');
      const de = createI18nProvider('de');
      expect(de.translate('Mobile Number is not valid', { _: 'Mobile Number is not valid' })).toBe(
        'Mobilnummer ist ungültig',
      );
      expect(de.translate('Only alphabets and spaces allowed')).toBe('Nur Buchstaben und Leerzeichen erlaubt');
      expect(de.translate('Must be at most 255 characters', { _: 'Must be at most 255 characters' })).toBe(
        'Höchstens 255 Zeichen',
      );
      expect(de.translate('Brand name is required', { _: 'Brand name is required' })).toBe('Pflichtfeld');
      expect(de.translate('No Account Found.')).toBe('Kein Konto gefunden.');
      expect(de.translate('ra.action.save')).toBe('Speichern');
      await speak('es');
      const es = createI18nProvider('es');
      expect(es.translate('Invalid Pincode', { _: 'Invalid Pincode' })).toBe('Código PIN no válido');
      expect(es.translate('Profile is under review.')).toBe('El perfil está en revisión.');
      expect(es.translate('Attempt limit exceeded, please try again in 25 seconds.')).toBe(
        'Demasiados intentos, inténtelo de nuevo dentro de 25 segundos.',
      );
      expect(es.translate('Asha Rao')).toBe('Asha Rao');
      await speak('en');
      expect(createI18nProvider('en').translate('Invalid email', { _: 'Invalid email' })).toBe('Invalid email');
    },
  );

  it(
    "the console's locale change settles only with the new " +
      "language's messages in place (a screen drawn then keeps them)",
    async () => {
      await speak('en');
      const console = createI18nProvider('en');
      await console.changeLocale('de');
      expect(console.translate('Mobile Number is not valid', { _: 'Mobile Number is not valid' })).toBe(
        'Mobilnummer ist ungültig',
      );
      await console.changeLocale('es');
      expect(console.translate('Invalid Pincode', { _: 'Invalid Pincode' })).toBe('Código PIN no válido');
    },
  );

  it(
    "a react-hook-form page's field messages follow the " + "language (the schemas' words stay English underneath)",
    async () => {
      await speak('de');
      const resolve = zodResolver(customerProfileSchema);
      const result = await resolve(
        { firstName: 'R2D2', lastName: '', mobileNumber: '12', email: 'nope', pincode: '012345' } as never,
        undefined,
        {
          fields: {},
          shouldUseNativeValidation: false,
        },
      );
      const messages = Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
      );
      expect(messages).toMatchObject({
        firstName: 'Nur Buchstaben und Leerzeichen erlaubt',
        lastName: 'Nachname ist erforderlich',
        mobileNumber: 'Mobilnummer ist ungültig',
        email: 'Ungültige E-Mail-Adresse',
      });
    },
  );

  it('the login page in Spanish shows a wrong password and the attempt limit in Spanish', async () => {
    await speak('es');
    const refusal = (message: string) => Object.assign(new Error(message), { name: 'NotAuthorizedException' });
    signInStaff.mockRejectedValueOnce(refusal('Incorrect username or password.'));
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'asha@reloop.test' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');

    signInStaff.mockRejectedValueOnce(
      Object.assign(new Error('Attempt limit exceeded, please try again in 14 minutes.'), {
        name: 'LimitExceededException',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Demasiados intentos, inténtelo de nuevo dentro de 14 minutos.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Email',
      'Password',
      'Sign In',
      (time: string) => `Password attempts exceeded: sign-in is locked until ${time} at the latest`,
    ],
    [
      'de',
      'E-Mail',
      'Passwort',
      'Anmelden',
      (time: string) => `Zu viele Passwortversuche: Die Anmeldung ist spätestens ab ${time} Uhr wieder möglich`,
    ],
    [
      'es',
      'Correo electrónico',
      'Contraseña',
      'Iniciar sesión',
      (time: string) => `Demasiados intentos de contraseña: podrá iniciar sesión de nuevo a las ${time} a más tardar`,
    ],
  ] as const)(
    'the login page in %s says until when a locked sign-in stays locked (issue 31 point 15)',
    async (language, email, password, signIn, expected) => {
      await speak(language);
      // Cognito's own words, as Amplify hands them on: nothing but the exception's name and its text.
      signInStaff.mockRejectedValueOnce(
        Object.assign(new Error('Password attempts exceeded'), { name: 'NotAuthorizedException' }),
      );
      render(
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>,
      );
      fireEvent.change(screen.getByLabelText(email), { target: { value: 'asha@reloop.test' } });
      fireEvent.change(screen.getByLabelText(password), { target: { value: 'wrong-password' } });
      const before = Date.now();
      fireEvent.click(screen.getByRole('button', { name: signIn }));
      const alert = await screen.findByRole('alert');
      // The lock lasts 15 minutes from the last wrong password at most: India time, rounded up to the minute.
      const india = (at: number) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Kolkata',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(Math.ceil(at / 60_000) * 60_000);
      expect([expected(india(before + 15 * 60_000)), expected(india(Date.now() + 15 * 60_000))]).toContain(
        alert.textContent,
      );
    },
  );
});
