import { describe, expect, it } from 'vitest';
import { hydrated, setUpJourney } from './support/journey';

/**
 * The shop's Content-Security-Policy allows no eval. zod probes with `new Function` whether it may
 * compile its parsers, and in a browser under that policy the probe is a violation Chromium reports
 * (an issue of DevTools, which Lighthouse's best practices count). The SDK's zod parses without compiling there.
 */
const journey = setUpJourney({ catalogueSize: 30 });

describe('no eval under the Content-Security-Policy', () => {
  it('checks the registration form with zod and reports no violation of the policy', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const violations: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    await page.goto(`${journey.host.url}/account?page=Registration`);
    await hydrated(page);
    // Sent empty: zod checks the form's object schema and the errors show.
    await page.getByRole('button', { name: 'Kundenkonto erstellen' }).click();
    await expect.poll(() => page.locator('main [aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await context.close();
  }, 60_000);
});
