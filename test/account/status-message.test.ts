import { describe, expect, it } from 'vitest';
import { statusMessage, statusMessageSchema, type StatusMessage } from '../../src/domain/status-message';
import { statusAlertOf, statusRedirectOf, statusTextOf } from '../../src/domain/status-alert-rules';

describe('status messages (accounts-cart-services.md §4: silent success, message success, redirect success, miscellaneous)', () => {
  const rows: [string, StatusMessage | null, boolean, ReturnType<typeof statusAlertOf>, string | null][] = [
    ['a silent success shows nothing', { kind: 'silent' }, false, null, null],
    ['a message success shows a success alert', { kind: 'message', text: 'Gespeichert.' }, false, { variant: 'success', text: 'Gespeichert.' }, null],
    ['a redirect success goes to its location', { kind: 'redirect', location: '/account?page=WelcomePage' }, false, null, '/account?page=WelcomePage'],
    [
      'a redirect success with a text shows it as success while the next page loads',
      { kind: 'redirect', location: '/account?page=WelcomePage', text: 'Willkommen.' },
      false,
      { variant: 'success', text: 'Willkommen.' },
      '/account?page=WelcomePage',
    ],
    [
      'a miscellaneous status shows a neutral alert',
      { kind: 'misc', text: 'Falls angemeldet, kommt ein Link.' },
      false,
      { variant: 'info', text: 'Falls angemeldet, kommt ein Link.' },
      null,
    ],
    ['a failure shows a danger alert', null, true, { variant: 'danger' }, null],
    ['a failure shows danger even beside an earlier success', { kind: 'message', text: 'Gespeichert.' }, true, { variant: 'danger' }, '__no_check__'],
    ['no answer yet shows nothing', null, false, null, null],
  ];
  it.each(rows)('%s', (_rule, status, failed, alert, redirect) => {
    expect(statusAlertOf(status, failed)).toEqual(alert);
    if (redirect !== '__no_check__') expect(statusRedirectOf(status)).toBe(redirect);
  });

  it('the text of a status, for an editor text to stand in for', () => {
    expect(statusTextOf({ kind: 'silent' })).toBe('');
    expect(statusTextOf({ kind: 'redirect', location: '/' })).toBe('');
    expect(statusTextOf({ kind: 'misc', text: 'x' })).toBe('x');
    expect(statusTextOf(null)).toBe('');
  });

  it('the model: the four kinds, each with what it needs; a redirect stays on the shop', () => {
    expect(statusMessage.silent()).toEqual({ kind: 'silent' });
    expect(statusMessage.message('Danke.')).toEqual({ kind: 'message', text: 'Danke.' });
    expect(statusMessage.redirect('/account?page=LoyaltyCard&from=registration', 'Danke.')).toEqual({
      kind: 'redirect',
      location: '/account?page=LoyaltyCard&from=registration',
      text: 'Danke.',
    });
    expect(statusMessage.misc('Vielleicht.')).toEqual({ kind: 'misc', text: 'Vielleicht.' });
    for (const location of ['//evil.example/x', 'https://evil.example/', 'account', '/\\evil.example', '/a b'])
      expect(() => statusMessage.redirect(location), location).toThrow();
    expect(() => statusMessage.message('')).toThrow();
    expect(statusMessageSchema.safeParse({ kind: 'loud', text: 'x' }).success).toBe(false);
    expect(statusMessageSchema.safeParse({ kind: 'misc' }).success).toBe(false);
  });
});
