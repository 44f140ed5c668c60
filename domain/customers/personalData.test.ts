import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, personalDataMatcher } from './personalData';

const E = ERASED_TEXT;
const customer = personalDataMatcher({
  firstName: 'Tanvika',
  lastName: 'Rozario',
  email: 'tanvika.rozario@example.in',
  mobiles: ['6880182100', '9123400059'],
  serialNumbers: ['SNQX7731ZR', 'A1'],
  addressLines: ['14 Marigold Enclave', 'Near Rozario Bakery', ''],
});

describe('the personal-data matcher of an erasure', () => {
  it('finds a mobile in every way people write it, and nothing that only contains its digits', () => {
    const written = [
      '6880182100',
      '+916880182100',
      '+91 6880182100',
      '+91 68801 82100',
      '+91-68801-82100',
      '+91 688 018 2100',
      '+91-6880-182-100',
      '+ 91 68801 82100',
      '(+91) 68801 82100',
      '0091 68801 82100',
      '916880182100',
      '91 68801 82100',
      '06880182100',
      '0 68801 82100',
      '068801-82100',
      '68801 82100',
      '688.018.2100',
      '6 8 8 0 1 8 2 1 0 0',
      '+91 91234 00059',
    ];
    for (const text of written) expect(customer.redact(`Call ${text} today`), text).toBe(`Call ${E} today`);
    expect(customer.redact('Call 68801\u00a082100')).toBe(`Call ${E}`);
    // Longer runs of digits, and other numbers, are someone else's.
    for (const text of [
      '16880182100',
      '68801821001',
      'REQ000068801821009',
      '6880182101',
      '+91 98765 43210',
      '688018210',
    ])
      expect(customer.redact(`Ref ${text}`), text).toBe(`Ref ${text}`);
  });

  it('finds the e-mail in any case, before the name parts it contains', () => {
    for (const text of ['tanvika.rozario@example.in', 'TANVIKA.ROZARIO@EXAMPLE.IN', 'Tanvika.Rozario@Example.In'])
      expect(customer.redact(`mail <${text}>`), text).toBe(`mail <${E}>`);
    expect(customer.redact('tanvika.rozario@example.in.old')).toBe(`${E}.old`);
  });

  it('finds the full name and each part alone as a whole word in any case, never inside another word', () => {
    expect(customer.redact('Tanvika Rozario called')).toBe(`${E} called`);
    expect(customer.redact('TANVIKA   rozario called')).toBe(`${E} called`);
    expect(customer.redact('Spoke to Tanvika; Mr rozario was out')).toBe(`Spoke to ${E}; Mr ${E} was out`);
    expect(customer.redact('tanvika-rozario.pdf')).toBe(`${E}-${E}.pdf`);
    expect(customer.redact('Tanvikas and Rozarios, Tanvikaben')).toBe('Tanvikas and Rozarios, Tanvikaben');
  });

  it('erases a short name part only inside the full name', () => {
    const om = personalDataMatcher({
      firstName: 'Om',
      lastName: 'Prakash',
      email: '',
      mobiles: [],
      serialNumbers: [],
      addressLines: [],
    });
    expect(om.redact('Om Prakash asked; om mani; prakash again')).toBe(`${E} asked; om mani; ${E} again`);
    const hyphened = personalDataMatcher({
      firstName: 'Anne-Marie',
      lastName: 'Dsouza',
      email: '',
      mobiles: [],
      serialNumbers: [],
      addressLines: [],
    });
    expect(hyphened.redact('Anne-Marie Dsouza, Marie, anne')).toBe(`${E}, ${E}, ${E}`);
  });

  it('finds names outside the Latin alphabet', () => {
    const devanagari = personalDataMatcher({
      firstName: 'तन्विका',
      lastName: 'रोज़ारियो',
      email: '',
      mobiles: [],
      serialNumbers: [],
      addressLines: [],
    });
    expect(devanagari.redact('ग्राहक तन्विका ने फ़ोन किया')).toBe(`ग्राहक ${E} ने फ़ोन किया`);
  });

  it('finds serial numbers and address lines in any case as whole words, skipping ones too short to tell apart', () => {
    expect(customer.redact('Serial snqx7731zr, not SNQX7731ZRX')).toBe(`Serial ${E}, not SNQX7731ZRX`);
    expect(customer.redact('Visit 14  marigold enclave, near rozario bakery')).toBe(`Visit ${E}, ${E}`);
    expect(customer.redact('Model A1 in room A1')).toBe('Model A1 in room A1');
  });

  it('redacts every string of a JSON value, keeping its keys and other values', () => {
    expect(
      customer.redactJson({
        name: 'Tanvika-6880182100.pdf',
        type: 'application/pdf',
        size: 6880182100,
        list: ['ok', 'tanvika'],
      }),
    ).toEqual({
      name: `${E}-${E}.pdf`,
      type: 'application/pdf',
      size: 6880182100,
      list: ['ok', E],
    });
    expect(customer.redactJson(null)).toBeNull();
  });

  it('tells a message sent to the customer by its recipient: a mobile in any form or the e-mail', () => {
    for (const recipient of ['6880182100', '+916880182100', ' TANVIKA.ROZARIO@example.in ', '+91 91234 00059'])
      expect(customer.isContact(recipient), recipient).toBe(true);
    for (const recipient of ['partner@example.in', 'Tanvika', '+919876543210', 'x 6880182100'])
      expect(customer.isContact(recipient), recipient).toBe(false);
  });

  it('leaves every text alone when the customer has no identifiers left', () => {
    const none = personalDataMatcher({
      firstName: '',
      lastName: '',
      email: '',
      mobiles: [],
      serialNumbers: [],
      addressLines: [],
    });
    expect(none.redact('Anything 6880182100')).toBe('Anything 6880182100');
    expect(none.isContact('6880182100')).toBe(false);
  });
});
