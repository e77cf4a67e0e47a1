/** @jest-environment node */
import {
  countWords,
  fillTemplate,
  formatMxn,
  formatPesosFromCents,
  formatSpanishDate,
  getReadingMinutes,
  parseIsoDate,
} from '@/lib/site/format';

describe('formatSpanishDate', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it.each([
    'UTC',
    'America/Mexico_City',
    'America/Los_Angeles',
    'Pacific/Kiritimati',
    'Asia/Tokyo',
  ])('keeps the day in %s', (timeZone) => {
    process.env.TZ = timeZone;
    expect(formatSpanishDate('2025-02-12')).toBe('12 de febrero de 2025');
    expect(formatSpanishDate('2025-01-01')).toBe('1 de enero de 2025');
    expect(formatSpanishDate('2025-12-31')).toBe('31 de diciembre de 2025');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatSpanishDate('2025-02-30')).toThrow('Fecha inválida: "2025-02-30"');
  });
});

describe('parseIsoDate', () => {
  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-2-1', '12/02/2025', ''])(
    'rejects %p',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );

  it('accepts a leap day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('reading time', () => {
  it('counts words, not Markdown punctuation', () => {
    expect(countWords('## Título\n\n- uno\n- dos | tres |\n\n---')).toBe(4);
  });

  it('rounds up at 200 words per minute, with a minimum of one minute', () => {
    expect(getReadingMinutes('hola')).toBe(1);
    expect(getReadingMinutes(Array(200).fill('palabra').join(' '))).toBe(1);
    expect(getReadingMinutes(Array(201).fill('palabra').join(' '))).toBe(2);
    expect(getReadingMinutes(Array(1500).fill('palabra').join(' '))).toBe(8);
  });
});

describe('fillTemplate', () => {
  it('fills every known placeholder and leaves unknown ones as written', () => {
    expect(fillTemplate('Hola, soy {name} de {company}.', { name: 'Ana', company: 'Ollin' })).toBe(
      'Hola, soy Ana de Ollin.',
    );
    expect(fillTemplate('Oficina en {city}', {})).toBe('Oficina en {city}');
  });
});

describe('formatMxn', () => {
  const intlPesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

  it('writes pesos with thousands separators and centavos', () => {
    expect(formatMxn(0)).toBe('$0.00');
    expect(formatMxn(150)).toBe('$150.00');
    expect(formatMxn(1234.5)).toBe('$1,234.50');
    expect(formatMxn(1234567.89)).toBe('$1,234,567.89');
    expect(formatMxn(-2500)).toBe('-$2,500.00');
    expect(formatPesosFromCents(450000)).toBe('$4,500.00');
  });

  it("writes what the browser's es-MX currency format writes, for any amount in centavos", () => {
    const amounts = [1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 123456789, 999999999999];
    for (let seed = 1; amounts.length < 2000; seed = (seed * 48271) % 2147483647)
      amounts.push(seed % 100000000);
    for (const cents of amounts)
      for (const amount of [cents / 100, -cents / 100])
        expect(formatMxn(amount)).toBe(intlPesos.format(amount));
  });
});
