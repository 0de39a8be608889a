import type { Order } from '../src/domain/order';
import type { Language } from '../src/config/languages';
import { asLanguage } from '../src/config/languages';
import { escapeHtml } from './escape-html';

/**
 * The local stand-in for the return service the return-portal page frames (in production an
 * external portal): the order's articles, each with the quantity to return. It answers the address
 * the `returnRedirect` action gives (`/return-portal/{orderNumber}?email=`), shown in a frame of the
 * shop's page, so the shopper's journey ends on a real page here too.
 */
export const RETURN_PORTAL_PREFIX = '/return-portal/';

const TEXTS: Record<'title' | 'intro' | 'quantity' | 'unknown' | 'note', Record<Language, string>> = {
  title: {
    de: 'Rücksendung zu Bestellung {order}',
    en: 'Return for order {order}',
    cs: 'Vrácení k objednávce {order}',
    pl: 'Zwrot do zamówienia {order}',
    nl: 'Retour voor bestelling {order}',
    fr: 'Retour de la commande {order}',
  },
  intro: {
    de: 'Wählen Sie die Artikel, die Sie zurücksenden möchten.',
    en: 'Choose the articles you want to return.',
    cs: 'Vyberte zboží, které chcete vrátit.',
    pl: 'Wybierz artykuły, które chcesz zwrócić.',
    nl: 'Kies de artikelen die u wilt terugsturen.',
    fr: 'Choisissez les articles que vous souhaitez retourner.',
  },
  quantity: { de: 'Menge', en: 'Quantity', cs: 'Množství', pl: 'Ilość', nl: 'Aantal', fr: 'Quantité' },
  unknown: {
    de: 'Zu dieser Bestellnummer und E-Mail-Adresse gibt es keine Bestellung.',
    en: 'There is no order with this number and email address.',
    cs: 'K tomuto číslu objednávky a e-mailu neexistuje žádná objednávka.',
    pl: 'Nie ma zamówienia o tym numerze i adresie e-mail.',
    nl: 'Er is geen bestelling met dit nummer en e-mailadres.',
    fr: 'Aucune commande ne correspond à ce numéro et à cette adresse e-mail.',
  },
  note: {
    de: 'Dies ist der lokale Platzhalter des Retourenportals.',
    en: 'This is the local stand-in of the return portal.',
    cs: 'Toto je místní náhrada portálu pro vrácení.',
    pl: 'To lokalny zastępnik portalu zwrotów.',
    nl: 'Dit is de lokale vervanger van het retourportaal.',
    fr: 'Ceci est le remplaçant local du portail de retour.',
  },
};

export function renderReturnPortal(order: Order | null, orderNumber: string, language: string): { status: number; html: string } {
  const lang = asLanguage(language);
  const text = (key: keyof typeof TEXTS) => escapeHtml(TEXTS[key][lang]);
  const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('title').replace('{order}', escapeHtml(orderNumber))}</title><link rel="stylesheet" href="/static/return-portal.css"></head><body>`;
  if (!order) return { status: 404, html: `${head}<main><p>${text('unknown')}</p></main></body></html>` };
  const rows = order.articles
    .map(
      (a, i) =>
        `<li><label for="qty-${i}">${escapeHtml(`${a.brand} ${a.name}`)}<br><small>${escapeHtml([a.color, a.size].filter(Boolean).join(' · '))}</small></label>` +
        ` <span>${text('quantity')} <select id="qty-${i}" name="${escapeHtml(a.sku)}">${Array.from({ length: a.count + 1 }, (_, n) => `<option>${n}</option>`).join('')}</select></span></li>`,
    )
    .join('');
  return {
    status: 200,
    html: `${head}<main><h1>${text('title').replace('{order}', escapeHtml(order.orderNumber))}</h1><p>${text('intro')}</p><ul>${rows}</ul><p><small>${text('note')}</small></p></main></body></html>`,
  };
}
