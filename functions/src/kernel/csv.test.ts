import { describe, expect, it } from 'vitest';
import { contactColumns, csvField, csvFileName, csvRow, paymentColumns, toCsv, userColumns } from './csv';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text, numbers and booleans as they are; null is empty', () => {
    expect(csvField('Ava')).toBe('Ava');
    expect(csvField(42)).toBe('42');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('Lopez, Ava')).toBe('"Lopez, Ava"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises formulas: a cell starting with = + - @ tab or CR gets a leading quote', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('a=1')).toBe('a=1');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('toCsv', () => {
  it('writes a BOM, the header and one row per record', () => {
    const csv = toCsv(contactColumns, [
      {
        id: 'c1',
        firstName: '=cmd',
        lastName: 'Lopez',
        email: 'ava@example.com',
        sport: null,
        interestType: 'Course Packet',
        message: 'Hi, "there"',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(csv).toBe(
      '\uFEFFid,createdAt,firstName,lastName,email,sport,interestType,message\r\n' +
        'c1,2026-01-01T00:00:00.000Z,\'=cmd,Lopez,ava@example.com,,Course Packet,"Hi, ""there"""\r\n',
    );
  });

  it('writes payments with their text amount', () => {
    const csv = toCsv(paymentColumns, [
      {
        id: 'pi_1',
        userId: null,
        stripePaymentIntentId: 'pi_1',
        customerEmail: 'a@example.com',
        customerName: null,
        amount: '400.00',
        currency: 'usd',
        status: 'succeeded',
        productType: 'starter',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('pi_1,2026-01-01T00:00:00.000Z,,a@example.com,400.00,usd,succeeded,starter,pi_1,,,');
  });

  it('writes which terms were agreed to at checkout, and when', () => {
    const row = {
      id: 'pi_2',
      userId: 'u1',
      stripePaymentIntentId: 'pi_2',
      customerEmail: 'a@example.com',
      customerName: 'Ava',
      amount: '560.00',
      currency: 'usd',
      status: 'succeeded',
      productType: 'growth',
      termsVersion: '2025-08-22',
      termsAcceptedAt: '2026-11-29T10:00:00.000Z',
      createdAt: '2026-11-29T10:00:00.000Z',
    };
    const [header, line] = toCsv(paymentColumns, [row])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header?.endsWith(',termsVersion,termsAcceptedAt')).toBe(true);
    expect(line?.endsWith(',u1,2025-08-22,2026-11-29T10:00:00.000Z')).toBe(true);
  });

  it('says in words whose account each user is: an athlete, a parent or guardian, or an admin', () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      firstName: 'Ava',
      lastName: null,
      isAdmin: false,
      stripeCustomerId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const csv = toCsv(userColumns, [
      { ...user, accountType: 'athlete' as const },
      { ...user, id: 'u2', accountType: 'guardian' as const },
      { ...user, id: 'u3', isAdmin: true, accountType: null },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFid,createdAt,email,firstName,lastName,isAdmin,stripeCustomerId,account',
      'u1,2026-01-01T00:00:00.000Z,a@example.com,Ava,,false,,Athlete',
      'u2,2026-01-01T00:00:00.000Z,a@example.com,Ava,,false,,Parent or guardian',
      'u3,2026-01-01T00:00:00.000Z,a@example.com,Ava,,true,,Admin',
      '',
    ]);
  });

  it('names the file after the list and the UTC date', () => {
    expect(csvFileName('payments', new Date('2026-11-21T23:59:59.000Z'))).toBe('herway-payments-2026-11-21.csv');
  });
});
