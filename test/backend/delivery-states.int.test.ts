import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, startBackend, type Backend } from './support';

/** The states an address names come from the project configuration (deliveryStateList), not from code. */
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({
    projectConfiguration: {
      deliveryStateList: [
        { country: 'AU', states: 'NSW,VIC' },
        { country: 'US', states: 'NY' },
      ],
    },
  });
});
afterAll(() => backend?.close());

const register = (email: string, address: Record<string, string>) =>
  backend.client().post('/api/account/register', {
    salutation: 'Mr',
    firstName: 'Karl',
    lastName: 'Neumeier',
    email,
    password: 'geheim123',
    billingAddress: { streetName: 'Main St', streetNumber: '1', postalCode: '2000', city: 'Sydney', ...address },
    projectSpecificData: { token: CAPTCHA },
  });

describe('delivery states from the project configuration', () => {
  it.each([
    ['a configured country without its state is refused', { country: 'AU' }, 400, 'state_required'],
    ['a state not in the configured list is refused', { country: 'US', state: 'CA' }, 400, 'state_unknown'],
    ['a configured state is taken', { country: 'US', state: 'NY' }, 201, null],
    ['a country the configuration lists no states for needs none (Canada, here)', { country: 'CA' }, 201, null],
  ])('%s', async (_rule, address, status, code) => {
    const answer = await register(`states-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, address);
    expect(answer.status).toBe(status);
    if (code) expect(answer.body.errors[0]).toMatchObject({ code, field: 'billingAddress.state' });
  });
});
