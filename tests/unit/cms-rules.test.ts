/** The value checks the CMS form and the build's schemas share (src/model/rules.ts). */
import { describe, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { date, list, number, SLUG_PATTERN, string, type NumberField } from '@/model/fields';
import { ADDRESS_MAX, addressFrom, dateProblem, listProblem, numberProblem, parseDay, parseNumber, TITLE_LENGTH, TITLE_MAX } from '@/model/rules';

const amount = number({ name: 'marketValue', label: 'Market value', min: 0 });
const position = number({ name: 'order', label: 'Position', integer: true, min: 1 });
const published = date({ name: 'date', label: 'Date' });
const today = new Date(Date.UTC(2026, 10, 23));

describe('numbers as editors type them', () => {
  test('a comma and a point are both decimal marks; Swiss thousands separators are ignored', () => {
    expect(parseNumber('24,9')).toBe(24.9);
    expect(parseNumber('24.9')).toBe(24.9);
    expect(parseNumber("1'280")).toBe(1280);
    expect(parseNumber('1’280,5')).toBe(1280.5);
    expect(parseNumber(' 12 ')).toBe(12);
  });

  test('anything else is not a number', () => {
    for (const text of ['', 'two', '24,9,1', '1.2.3', '12a', '€ 12']) expect(parseNumber(text)).toBeUndefined();
  });

  test('digits grouped by threes with a comma or a point are refused, not read as a decimal: "10,000" was saved as 10', () => {
    for (const text of ['10,000', '10.000', '1,250,000', '1.250.000', '24,900']) {
      expect(parseNumber(text), text).toBeUndefined();
      expect(numberProblem(position, text), text).toBe(`Write thousands with an apostrophe or nothing (10'000 or 10000) and decimals with one comma or point (24.9): "${text}" could be read either way.`);
    }
    expect(parseNumber("10'000")).toBe(10000);
    expect(parseNumber('10000,5')).toBe(10000.5);
    expect(parseNumber('24,95')).toBe(24.95);
  });

  test('digits grouped by threes are read the one way a field’s bounds allow: a latitude of 45.952 is not 45’952', () => {
    const latitude = { kind: 'number', name: 'latitude', label: 'Latitude', min: 45.7, max: 46.25 } as const;
    expect(numberProblem(latitude, '45.952')).toBeUndefined();
    expect(numberProblem(latitude, '45,952')).toBeUndefined();
    expect(parseNumber('45.952', latitude)).toBe(45.952);
    const rooms = { kind: 'number', name: 'rooms', label: 'Rooms', min: 1, max: 500, integer: true } as const;
    expect(parseNumber('1,200', rooms)).toBeUndefined();
    expect(numberProblem(rooms, '1,200')).toMatch(/could be read either way/);
    const area = { kind: 'number', name: 'area', label: 'Area', min: 0 } as const;
    expect(numberProblem(area, '10.000')).toMatch(/could be read either way/);
  });

  test('an amount in millions typed in full is refused, and its hint says how to write it', () => {
    const properties = collections.find((c) => c.name === 'properties')!;
    const marketValue = (properties.type === 'folder' ? properties.fields : []).find((f) => f.name === 'marketValue') as NumberField;
    expect(marketValue.hint).toMatch(/In millions: 88\.1 for 88'100'000\./);
    expect(numberProblem(marketValue, "88'100'000")).toBe('Use a number of at most 10000.');
    expect(numberProblem(marketValue, '88.1')).toBeUndefined();
    expect(numberProblem(marketValue, 350)).toBeUndefined();
  });

  test('the problems named in the form are the build’s', () => {
    expect(numberProblem(amount, '24,9')).toBeUndefined();
    expect(numberProblem(amount, 'twenty')).toBe('Enter a number, e.g. 24.9.');
    expect(numberProblem(amount, -1)).toBe('Use a number of at least 0.');
    expect(numberProblem(position, '2.5')).toBe('Use a whole number, e.g. 1.');
    expect(numberProblem(position, 0)).toBe('Use a number of at least 1.');
    expect(numberProblem(position, 3)).toBeUndefined();
  });
});

describe('days', () => {
  test('only days that exist are read', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2025-02-29')).toBeUndefined();
    expect(parseDay('2025-02-30')).toBeUndefined();
    expect(parseDay('15.03.2025')).toBeUndefined();
  });

  test('a day outside the field’s plausible range is refused with the range', () => {
    expect(dateProblem(published, '2025-03-15', today)).toBeUndefined();
    expect(dateProblem(published, '2099-03-15', today)).toBe('Use a date from 2000-01-01 to 2027-11-23; 2099-03-15 is out of range for this field.');
    expect(dateProblem(published, '1905-03-15', today)).toMatch(/out of range/);
    expect(dateProblem(published, new Date('2025-03-15'), today)).toBeUndefined();
    expect(dateProblem(date({ name: 'd', label: 'D', earliest: '1990-01-01', yearsAhead: 5 }), '1995-01-01', today)).toBeUndefined();
  });
});

describe('lists', () => {
  const required = list({ name: 'features', label: 'Features', of: string({ name: 'f', label: 'F' }) });
  const optional = list({ name: 'notes', label: 'Notes', of: string({ name: 'n', label: 'N' }), required: false });
  const four = list({ name: 'stats', label: 'Stats', of: string({ name: 's', label: 'S' }), min: 4, max: 4 });

  test('a list that must have items has at least one; bounds are kept', () => {
    expect(listProblem(required, 0)).toBe('Add at least one item.');
    expect(listProblem(required, 1)).toBeUndefined();
    expect(listProblem(optional, 0)).toBeUndefined();
    expect(listProblem(four, 3)).toBe('Add at least 4 items.');
    expect(listProblem(four, 5)).toBe('Add at most 4 items.');
  });
});

test('a web address is made from a title', () => {
  expect(addressFrom('Verbano Capital opens Lugano office')).toBe('verbano-capital-opens-lugano-office');
  expect(addressFrom('Città & Lago: un’estate a Brissago!')).toBe('citta-and-lago-un-estate-a-brissago');
  // A long title gives its first words: a file name of 383 characters could not be saved.
  const long = addressFrom('Verbano Capital and its partners announce the acquisition of the Esplanade Hotel in Minusio, a four-star resort on the lake '.repeat(3));
  expect(long).toBe('verbano-capital-and-its-partners-announce-the-acquisition-of-the-esplanade-hotel');
  expect(long.length).toBeLessThanOrEqual(ADDRESS_MAX);
  expect(new RegExp(SLUG_PATTERN.regex).test(long)).toBe(true);
  expect(new RegExp(SLUG_PATTERN.regex).test('a'.repeat(ADDRESS_MAX + 1))).toBe(false);
});

describe('TITLE_LENGTH', () => {
  const fits = (title: string) => new RegExp(TITLE_LENGTH.regex).test(title);
  test('takes a title of up to TITLE_MAX characters and refuses a longer one, naming the limit', () => {
    expect(fits('Verbano Capital opens its Lugano office')).toBe(true);
    expect(fits('x'.repeat(TITLE_MAX))).toBe(true);
    expect(fits('x'.repeat(300))).toBe(false);
    expect(TITLE_LENGTH.message).toBe('A title has at most 120 characters; please shorten it.');
  });
});
