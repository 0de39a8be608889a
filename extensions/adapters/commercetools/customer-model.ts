import type { Address as CtAddress, BaseAddress, Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import type { Account, AccountAddress, Address } from '../../../src/domain/account';
import { LOYALTY_LEVELS, type LoyaltyLevel } from '../../../src/domain/loyalty';
import type { Change } from './write-once';

/**
 * The shop's accounts as commercetools customers, as pure functions: addresses both ways (the
 * billing address first), the account of a customer, and the change that takes a customer change
 * back.
 */

export function addressOf(a: CtAddress): AccountAddress {
  return {
    ...(a.salutation === 'Mr' || a.salutation === 'Mrs' ? { salutation: a.salutation } : {}),
    ...(a.firstName ? { firstName: a.firstName } : {}),
    ...(a.lastName ? { lastName: a.lastName } : {}),
    ...(a.company ? { company: a.company } : {}),
    ...(a.phone ? { phone: a.phone } : {}),
    streetName: a.streetName ?? '',
    streetNumber: a.streetNumber ?? '',
    ...(a.additionalAddressInfo ? { additionalAddressInfo: a.additionalAddressInfo } : {}),
    postalCode: a.postalCode ?? '',
    city: a.city ?? '',
    country: a.country,
    ...(a.state ? { state: a.state } : {}),
    projectSpecificData: { lastCountry: a.country },
  };
}

export function draftOf(a: Address, names: { firstName: string; lastName: string }): BaseAddress {
  return {
    key: 'billing',
    ...(a.salutation ? { salutation: a.salutation } : {}),
    firstName: a.firstName ?? names.firstName,
    lastName: a.lastName ?? names.lastName,
    ...(a.company ? { company: a.company } : {}),
    ...(a.phone ? { phone: a.phone } : {}),
    streetName: a.streetName,
    streetNumber: a.streetNumber,
    ...(a.additionalAddressInfo ? { additionalAddressInfo: a.additionalAddressInfo } : {}),
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    ...(a.state ? { state: a.state } : {}),
  };
}

/**
 * The change that takes a customer change back (write-once.ts: it landed although its action
 * answered 503): the email, the changed address and the activation as they were before.
 */
export function undoCustomerChange(now: Customer, sent: Change<CustomerUpdateAction>, before: Customer): Change<CustomerUpdateAction> {
  const actions: CustomerUpdateAction[] = [];
  for (const action of sent.actions ?? []) {
    if (action.action === 'changeEmail' && now.email !== before.email) actions.push({ action: 'changeEmail', email: before.email });
    if (action.action === 'changeAddress') {
      const was = before.addresses.find((a) => a.id === action.addressId);
      if (was) {
        const { id: _id, ...address } = was;
        actions.push({ action: 'changeAddress', addressId: action.addressId!, address });
      }
    }
    if (action.action === 'setAuthenticationMode' && before.authenticationMode === 'ExternalAuth')
      actions.push({ action: 'setAuthenticationMode', authMode: 'ExternalAuth' });
  }
  return { actions };
}

/** The billing address first (the shop shows addresses[0] as the billing address). */
function orderedAddresses(c: Customer): CtAddress[] {
  const billing = c.addresses.find((a) => a.id === c.defaultBillingAddressId);
  return billing ? [billing, ...c.addresses.filter((a) => a !== billing)] : c.addresses;
}

/** The loyalty level of an account's card (null: no card). */
export type CardLevel = { level: LoyaltyLevel } | null;

/**
 * The customer's copy of its loyalty card's level (the card is a custom object, crm.ts, which sets
 * the copy whenever it issues, connects or withdraws a card): read with the customer, so the
 * sign-in's answer carries it and a login needs no read of the card.
 */
export const LOYALTY_LEVEL_FIELD = 'loyaltyLevel';
/** The copy's value for a customer without a card. */
export const NO_CARD = 'none';

/** The copy's value for a card level (null: no card). */
export function loyaltyLevelValue(card: CardLevel): LoyaltyLevel | typeof NO_CARD {
  return card ? card.level : NO_CARD;
}

/** The card level the customer carries; undefined: none recorded (a customer of an earlier version, whose card is read). */
export function cardLevelOf(c: Customer): CardLevel | undefined {
  const value = c.custom?.fields?.[LOYALTY_LEVEL_FIELD];
  if (value === NO_CARD) return null;
  return (LOYALTY_LEVELS as readonly unknown[]).includes(value) ? { level: value as LoyaltyLevel } : undefined;
}

/** The shop's account of a customer and its loyalty card. */
export function accountOf(c: Customer, cardDoc: CardLevel): Account {
  const fields = c.custom?.fields ?? {};
  return {
    accountId: c.id,
    email: c.email,
    ...(c.salutation ? { salutation: c.salutation } : {}),
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    ...(c.dateOfBirth ? { birthday: c.dateOfBirth } : {}),
    addresses: orderedAddresses(c).map(addressOf),
    projectSpecificData: {
      emarsysuserid: typeof fields.emarsysuserid === 'string' ? fields.emarsysuserid : '',
      hasLoyaltyCard: Boolean(cardDoc),
      ...(cardDoc ? { loyaltyLevel: cardDoc.level } : {}),
      newsletter: fields.newsletter === true,
    },
  };
}
