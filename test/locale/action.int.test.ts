import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../backend/support';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

describe('POST /api/context/locale', () => {
  it('answers the served locale, the previous one and that the basket needs the language update', async () => {
    const client = backend.client();
    const answer = await client.post('/api/context/locale', { language: 'fr', country: 'FR' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, locale: 'fr_FR', previousLocale: 'de_DE', basketUpdateRequired: true });
    expect(answer.body.temporarySessionId).toMatch(/^[\w-]{24}$/);
  });

  it('needs no basket update when only the country changes', async () => {
    const answer = await backend.client().post('/api/context/locale', { language: 'de', country: 'AT' });
    expect(answer.body).toMatchObject({ locale: 'de_AT', basketUpdateRequired: false });
  });

  it('lets the other domain take the session over once with the temporary id (basket included)', async () => {
    const { stockedVariant } = await import('../backend/support');
    const { sizeVariant } = await stockedVariant(backend.services);
    const shopper = backend.client();
    await shopper.post('/api/cart/cart/add', { variant: { sku: sizeVariant.sku }, count: 1 });
    const { body } = await shopper.post('/api/context/locale', { language: 'de', country: 'CH' });
    const otherDomain = backend.client();
    const taken = await otherDomain.post('/api/context/session/takeover', { temporarySessionId: body.temporarySessionId });
    expect(taken.status).toBe(200);
    expect((await otherDomain.get('/api/cart/cart')).body.cart.itemCount).toBe(1);
    const again = await backend.client().post('/api/context/session/takeover', { temporarySessionId: body.temporarySessionId });
    expect(again.status).toBe(410);
    expect(again.body.errors[0].code).toBe('handover_expired');
  });

  it('answers bad input with 400 and the field', async () => {
    const answer = await backend.client().post('/api/context/locale', { language: 'es', country: 'Spain' });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors.map((e: { field?: string }) => e.field).sort()).toEqual(['country', 'language']);
  });
});
