import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { fillRegistration } from './support/registration';
import { startRecaptchaStandIn, type RecaptchaStandIn } from '../support/recaptcha-stand-in';

/**
 * The invisible captcha in Chromium with a site key configured: reCAPTCHA's script (served here by
 * a stand-in widget in place of Google's, which this machine cannot reach) loads only once the
 * shopper starts the registration form, its token goes with the registration, and the host
 * verifies it with a stand-in of reCAPTCHA's siteverify (CAPTCHA_SECRET, CAPTCHA_VERIFY_URL).
 */
let standIn: RecaptchaStandIn;
const options = { env: {} as Record<string, string>, projectConfiguration: { captchaSiteKey: 'stand-in-site-key' } };
beforeAll(async () => {
  standIn = await startRecaptchaStandIn();
  options.env.CAPTCHA_SECRET = standIn.secret;
  options.env.CAPTCHA_VERIFY_URL = standIn.verifyUrl;
});
afterAll(async () => {
  await standIn?.close();
});
const journey = setUpJourney(options);

/** A stand-in of reCAPTCHA's api.js: an invisible widget whose execute answers the token the page names. */
const WIDGET = `
  window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function (element, options) { window.__captchaOptions = options; return 1; },
    execute: function () { var o = window.__captchaOptions; setTimeout(function () { o.callback(window.__captchaToken || 'valid-browser-token'); }, 20); },
    reset: function () {},
  };
`;

async function openRegistration(token: string): Promise<{ page: Page; scriptRequests: Request[]; problems: string[] }> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const scriptRequests: Request[] = [];
  await page.route('https://www.google.com/recaptcha/**', (route) => {
    scriptRequests.push(route.request());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: WIDGET });
  });
  await page.addInitScript((t) => {
    (window as unknown as { __captchaToken: string }).__captchaToken = t;
  }, token);
  await page.goto(`${journey.host.url}/account?page=Registration`);
  await hydrated(page);
  return { page, scriptRequests, problems };
}

describe('the invisible captcha in Chromium', () => {
  it('loads the widget when the shopper starts the form; a token the verifier accepts registers', async () => {
    const { page, scriptRequests, problems } = await openRegistration('valid-browser-token');
    // A page with the form, not yet started: nothing of the captcha is loaded.
    expect(scriptRequests).toHaveLength(0);
    const form = await fillRegistration(page, { email: 'carl.captcha@example.com', password: 'Captcha-123', firstName: 'Carl', lastName: 'Captcha' });
    expect(scriptRequests.map((r) => r.url())).toEqual(['https://www.google.com/recaptcha/api.js?render=explicit']);
    await form.getByRole('button', { name: 'Kundenkonto erstellen' }).click();
    await expect.poll(() => page.url()).toContain('page=WelcomePage');
    expect(standIn.requests.at(-1)).toMatchObject({ secret: 'stand-in-secret', response: 'valid-browser-token' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses a registration with a token the verifier rejects, and says so', async () => {
    const { page } = await openRegistration('rejected-browser-token');
    const form = await fillRegistration(page, { email: 'carl.refused@example.com', password: 'Captcha-123', firstName: 'Carl', lastName: 'Captcha' });
    await form.getByRole('button', { name: 'Kundenkonto erstellen' }).click();
    await form.getByRole('alert').getByText('Bitte bestätigen Sie das Captcha.').waitFor();
    expect(page.url()).toContain('page=Registration');
    expect(standIn.requests.at(-1)).toMatchObject({ response: 'rejected-browser-token' });
    expect((await journey.host.services.accounts.authenticate('carl.refused@example.com', 'Captcha-123')) === null).toBe(true);
    await page.context().close();
  });

  it('loads nothing of the captcha on a page without such a form', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${journey.host.url}/`);
    await hydrated(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(requests.filter((u) => u.includes('recaptcha'))).toEqual([]);
    await context.close();
  });
});
