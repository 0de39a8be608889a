/** Phone numbers for the call back, valid or not: the form and the action must agree on each (PHONE_PATTERN, src/domain/contact.ts). */
export const CONTACT_PHONES: readonly (readonly [phone: string, valid: boolean])[] = [
  ['089 236830', true],
  ['+49 (0)89 23 68 30', true],
  ['089/236830-0', true],
  ['1234', true],
  ['123', false],
  ['call me', false],
  ['089 236830 ext. 12', false],
  ['0'.repeat(31), false],
];
