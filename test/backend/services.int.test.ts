import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, allProducts, startBackend, type Backend } from './support';
import { SIZE_FIT_QUESTION } from '../../src/domain/review-rules';
import { CONTACT_PHONES } from '../service/contact-phones';
import { messagesFor } from '../../src/i18n/catalog';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ env: { PROJECT_ID: 'hrm' } });
});
afterAll(() => backend?.close());

describe('reviews', () => {
  it('answers summaries by item number with the German size-fit question', async () => {
    const products = await allProducts(backend.services);
    const itemnums = products
      .filter((p) => p.productType === 'regular')
      .map((p) => p.colorVariants[0]!.itemnum)
      .slice(0, 60);
    const answer = await backend.client().get(`/api/review?productIds=${itemnums.join(',')}`);
    expect(answer.status).toBe(200);
    const summaries = Object.values(answer.body.data) as {
      ratingAverage: number;
      reviewCount: number;
      mappedReviews: { messages: { question: string }[] }[];
    }[];
    expect(summaries.length).toBeGreaterThan(0);
    for (const s of summaries) {
      expect(s.reviewCount).toBe(s.mappedReviews.length);
      expect(s.ratingAverage).toBeGreaterThanOrEqual(1);
      expect(s.mappedReviews[0]!.messages[0]!.question).toBe(SIZE_FIT_QUESTION);
    }
  });

  it('refuses missing or malformed ids', async () => {
    expect((await backend.client().get('/api/review')).status).toBe(400);
    expect((await backend.client().get('/api/review?productIds=abc')).status).toBe(400);
  });
});

describe('newsletter', () => {
  it('subscribes with double opt-in: the mailed link confirms', async () => {
    const client = backend.client();
    const answer = await client.post('/api/newsletter/subscribe', { email: 'news@example.com', firstName: 'Hans', lastName: 'Huber', token: CAPTCHA });
    expect(answer.status).toBe(200);
    expect(await backend.services.newsletter.isSubscribed('news@example.com')).toBe(false);
    const [mail] = await backend.services.outbox.list({ to: 'news@example.com' });
    // The mail links to the confirmation page, which confirms its token through the API.
    const confirmLink = new URL(mail!.links[0]!.url, 'http://shop');
    expect(confirmLink.pathname).toBe('/newsletter/confirm');
    const confirmUrl = `/api/newsletter/confirm?token=${encodeURIComponent(confirmLink.searchParams.get('token')!)}`;
    const confirmed = await client.get(confirmUrl);
    expect(confirmed.body).toEqual({ success: true, email: 'news@example.com' });
    expect(await backend.services.newsletter.isSubscribed('news@example.com')).toBe(true);
    expect((await client.get(confirmUrl)).status).toBe(404);
    // An address typed in gets a mail with a one-time link; the link's token ends the subscription.
    const out = await client.post('/api/newsletter/unsubscribe', { reason: 'sentTooOften', email: 'news@example.com' });
    expect(out.body).toMatchObject({ success: true, unsubscribed: false });
    expect(await backend.services.newsletter.isSubscribed('news@example.com')).toBe(true);
    const [link] = (await backend.services.outbox.list({ to: 'news@example.com', limit: 1 }))[0]!.links;
    const token = new URL(link!.url, 'http://shop').searchParams.get('token');
    const done = await client.post('/api/newsletter/unsubscribe', { reason: 'sentTooOften', token });
    expect(done.body).toEqual({ success: true, unsubscribed: true, status: { kind: 'silent' } });
    expect(await backend.services.newsletter.isSubscribed('news@example.com')).toBe(false);
    expect((await client.post('/api/newsletter/unsubscribe', { token })).status).toBe(404);
  });

  it('needs the captcha', async () => {
    const answer = await backend.client().post('/api/newsletter/subscribe', { email: 'bot@example.com', token: 'wrong' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].code).toBe('captcha_invalid');
  });

  it('takes competition and early-shop registrations with all required consents', async () => {
    const base = { email: 'win@example.com', firstName: 'Eva', lastName: 'Gewinner', participationPrivacy: true, token: CAPTCHA };
    expect((await backend.client().post('/api/newsletter/raffle', { ...base, notificationInfo: true, isEvent: false })).status).toBe(200);
    const missing = await backend.client().post('/api/newsletter/raffle', { ...base });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('notificationInfo');
    const early = await backend.client().post('/api/newsletter/earlyShopRegistration', { ...base, triggerID: 12806 });
    expect(early.body).toMatchObject({ success: true, triggerID: 12806 });
  });
});

describe('contact', () => {
  const message = {
    firstName: 'Hans',
    lastName: 'Huber',
    email: 'hans@example.com',
    subject: 'complaint',
    message: 'Knopf fehlt',
    acceptDatenschutz: true,
    token: CAPTCHA,
  };

  it('sends the form', async () => {
    const answer = await backend.client().post('/api/contact/sendEmail', message);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: { kind: 'message', text: expect.any(String) } });
  });

  it('needs a phone number for a call back and the data protection consent', async () => {
    const noPhone = await backend.client().post('/api/contact/sendEmail', { ...message, callBack: true });
    expect(noPhone.body.errors[0].field).toBe('phoneNumber');
    const noConsent = await backend.client().post('/api/contact/sendEmail', { ...message, acceptDatenschutz: false });
    expect(noConsent.body.errors[0].field).toBe('acceptDatenschutz');
  });

  it.each(CONTACT_PHONES)("judges the phone number %j for a call back as the form does (valid: %s), in the form's words", async (phone, valid) => {
    const answer = await backend.client().post('/api/contact/sendEmail', { ...message, callBack: true, phoneNumber: phone });
    if (valid) expect(answer.status).toBe(200);
    else {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ code: 'invalid_format', field: 'phoneNumber', message: messagesFor('de')['contact.phoneInvalid'] }]);
    }
  });
});

describe('loyalty card', () => {
  it('shows the card of a card holder with the travel voucher of the level', async () => {
    const client = backend.client();
    await client.login('black@example.com');
    const answer = await client.post('/api/crm/loyaltyCard', { accountPage: 'LoyaltyCard' });
    expect(answer.body.data).toMatchObject({ userLevel: 'black', travelVoucherValue: 20, customerNumber: expect.stringMatching(/^\d{8}$/) });
  });

  it('connects the free demo card once', async () => {
    const client = backend.client();
    await client.login('max.mustermann@example.com');
    const wrong = await client.post('/api/crm/addLoyaltyCardToUser', { loyaltyCardNumber: '20000001', loyaltyCardCVC: '0000' });
    expect(wrong.status).toBe(400);
    const ok = await client.post('/api/crm/connect', { loyaltyCardNumber: '20000001', loyaltyCardCVC: '4711' });
    expect(ok.body.data).toMatchObject({ customerNumber: '20000001', userLevel: 'silver' });
    expect((await client.get('/_hirmer/api/account/refresh')).body.account.projectSpecificData.hasLoyaltyCard).toBe(true);
    expect((await client.post('/api/crm/connect', { loyaltyCardNumber: '20000001', loyaltyCardCVC: '4711' })).status).toBe(409);
  });

  it('issues a new card for an account without one, once, after the conditions are accepted', async () => {
    const client = backend.client();
    await client.login('neu@example.com');
    expect((await client.post('/api/crm/loyaltyCard', {})).body.data).toBeNull();
    const refused = await client.post('/api/crm/registerCardWithAccount', { printed: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('acceptLoyaltyConditions');
    const issued = await client.post('/api/crm/registerCardWithAccount', { printed: true, acceptLoyaltyConditions: true });
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({ customerNumber: expect.stringMatching(/^\d{8}$/), userLevel: expect.any(String) });
    expect((await client.post('/api/crm/loyaltyCard', {})).body.data.customerNumber).toBe(issued.body.data.customerNumber);
    const again = await client.post('/api/crm/registerCardWithAccount', { printed: false, acceptLoyaltyConditions: true });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'loyalty_card_exists', message: 'Zu Ihrem Konto gibt es bereits eine Kundenkarte.' });
    expect((await backend.client().post('/api/crm/registerCardWithAccount', { acceptLoyaltyConditions: true })).status).toBe(401);
  });

  it('registers by email: the activation link sets the password and logs in', async () => {
    const client = backend.client();
    expect((await client.post('/api/crm/email', { email: 'aktiv@example.com', firstName: 'Anton', lastName: 'Aktiv', token: CAPTCHA })).status).toBe(200);
    const [mail] = await backend.services.outbox.list({ to: 'aktiv@example.com' });
    const url = new URL(mail!.links[0]!.url, 'http://x');
    expect(url.searchParams.get('uid')).toBeTruthy();
    const token = url.searchParams.get('crm_mail_activator')!;
    const mismatch = await client.post('/api/crm/activate', { token, newPass: 'Startklar1', confirmationPass: 'anders' });
    expect(mismatch.status).toBe(400);
    const done = await client.post('/api/crm/activate', { token, newPass: 'Startklar1', confirmationPass: 'Startklar1' });
    expect(done.status).toBe(200);
    expect((await client.get('/_hirmer/api/account/refresh')).body.loggedIn).toBe(true);
    expect((await backend.client().post('/api/account/login', { email: 'aktiv@example.com', password: 'Startklar1' })).status).toBe(200);
  });
});

describe('captcha', () => {
  it('accepts the development token and rejects others', async () => {
    expect((await backend.client().post('/api/captcha/verify', { token: CAPTCHA })).status).toBe(200);
    expect((await backend.client().post('/api/captcha/verify', { token: 'x' })).status).toBe(400);
  });
});

describe('project differences', () => {
  it('hides the reservation history in project eck', async () => {
    const eck = await startBackend({ env: { PROJECT_ID: 'eck' } });
    try {
      const client = eck.client();
      await client.login();
      const answer = await client.get('/_hirmer/api/account/reservation/history');
      expect(answer.status).toBe(404);
      expect(answer.body.errors[0].code).toBe('not_available');
    } finally {
      await eck.close();
    }
  });
});
