import type { Account, UserContext } from '../../src/domain/account';
import { ACCOUNT_REFRESH_PATH } from '../../src/api/account';

export const demoAccount: Account = {
  accountId: 'acc-demo',
  email: 'max.mustermann@example.com',
  salutation: 'Mr',
  firstName: 'Max',
  lastName: 'Mustermann',
  addresses: [
    {
      salutation: 'Mr',
      firstName: 'Max',
      lastName: 'Mustermann',
      streetName: 'Leopoldstraße',
      streetNumber: '12',
      postalCode: '80802',
      city: 'München',
      country: 'DE',
      projectSpecificData: { lastCountry: 'DE' },
    },
  ],
  projectSpecificData: { emarsysuserid: 'e1', hasLoyaltyCard: false, newsletter: false },
};

export const loggedInFallback: Record<string, UserContext> = { [ACCOUNT_REFRESH_PATH]: { loggedIn: true, account: demoAccount } };
export const loggedOutFallback: Record<string, UserContext> = { [ACCOUNT_REFRESH_PATH]: { loggedIn: false } };
