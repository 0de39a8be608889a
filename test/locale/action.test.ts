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
    expect(answer.body.temporarySessionId).toMatch(/^[\w-]{8}$/);
  });

  it('needs no basket update when only the country changes', async () => {
    const answer = await backend.client().post('/api/context/locale', { language: 'de', country: 'AT' });
    expect(answer.body).toMatchObject({ locale: 'de_AT', basketUpdateRequired: false });
  });

  it('answers bad input with 400 and the field', async () => {
    const answer = await backend.client().post('/api/context/locale', { language: 'es', country: 'Spain' });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors.map((e: { field?: string }) => e.field).sort()).toEqual(['country', 'language']);
  });
});
