import { asLanguage, type Language } from '../src/config/languages';
import { EXPRESS_METHODS, type ExpressMethod } from '../src/domain/cart';
import { escapeHtml } from './escape-html';

/**
 * The local stand-in for an express payment provider's entry (PayPal, Amazon Pay; in production the
 * checkout service's express entry, `expressCheckoutUrl`): it answers the address the
 * `expressCheckout` action gives (`/express-checkout/{method}?cart&amount&currency&locale`) with the
 * chosen method and the amount handed over, so the basket's express journey ends on a real page.
 */
export const EXPRESS_CHECKOUT_PREFIX = '/express-checkout/';

const METHOD_NAMES: Record<ExpressMethod, string> = { paypal: 'PayPal', amazonpay: 'Amazon Pay' };

const TEXTS: Record<'title' | 'amount' | 'note' | 'back' | 'unknown', Record<Language, string>> = {
  title: {
    de: 'Bezahlen mit {method}',
    en: 'Pay with {method}',
    cs: 'Platba přes {method}',
    pl: 'Zapłać przez {method}',
    nl: 'Betalen met {method}',
    fr: 'Payer avec {method}',
  },
  amount: { de: 'Betrag', en: 'Amount', cs: 'Částka', pl: 'Kwota', nl: 'Bedrag', fr: 'Montant' },
  note: {
    de: 'Dies ist der lokale Platzhalter des Zahlungsanbieters; dort bestätigen Sie Adresse und Zahlung.',
    en: 'This is the local stand-in of the payment provider, where you confirm address and payment.',
    cs: 'Toto je místní náhrada poskytovatele plateb, kde potvrdíte adresu a platbu.',
    pl: 'To lokalny zastępnik dostawcy płatności, gdzie potwierdzasz adres i płatność.',
    nl: 'Dit is de lokale vervanger van de betaalprovider, waar u adres en betaling bevestigt.',
    fr: 'Ceci est le remplaçant local du prestataire de paiement, où vous confirmez l’adresse et le paiement.',
  },
  back: {
    de: 'Zurück zum Warenkorb',
    en: 'Back to the basket',
    cs: 'Zpět do košíku',
    pl: 'Wróć do koszyka',
    nl: 'Terug naar de winkelwagen',
    fr: 'Retour au panier',
  },
  unknown: {
    de: 'Diese Zahlungsart gibt es nicht.',
    en: 'This payment method does not exist.',
    cs: 'Tento způsob platby neexistuje.',
    pl: 'Ta metoda płatności nie istnieje.',
    nl: 'Deze betaalmethode bestaat niet.',
    fr: 'Ce moyen de paiement n’existe pas.',
  },
};

export function renderExpressCheckout(method: string, query: URLSearchParams, language: string): { status: number; html: string } {
  const lang = asLanguage(language);
  const text = (key: keyof typeof TEXTS) => escapeHtml(TEXTS[key][lang]);
  const known = (EXPRESS_METHODS as readonly string[]).includes(method) ? (method as ExpressMethod) : null;
  const title = known ? text('title').replace('{method}', METHOD_NAMES[known]) : text('unknown');
  const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/static/return-portal.css"></head><body>`;
  if (!known) return { status: 404, html: `${head}<main><h1>${title}</h1><p><a href="/cart">${text('back')}</a></p></main></body></html>` };
  const cents = Number(query.get('amount'));
  const currency = /^[A-Z]{3}$/.test(query.get('currency') ?? '') ? query.get('currency')! : 'EUR';
  const amount = Number.isFinite(cents)
    ? new Intl.NumberFormat(`${lang}-${lang === 'en' ? 'GB' : lang.toUpperCase()}`, { style: 'currency', currency }).format(cents / 100)
    : '';
  return {
    status: 200,
    html: `${head}<main><h1>${title}</h1><p>${text('amount')}: <strong class="express-amount">${escapeHtml(amount)}</strong></p><p><small>${text('note')}</small></p><p><a href="/cart">${text('back')}</a></p></main></body></html>`,
  };
}
