/** The activation view's check (./loyalty-activation-check.ts, zod) as a chunk of its own, loaded when the shopper reaches for the form (useCheckedForm). */
export const loadLoyaltyActivationCheck = () => import('./loyalty-activation-check').then((m) => m.checkLoyaltyActivation);
