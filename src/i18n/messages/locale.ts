import { defineMessages } from '../define';

/** The language and delivery-country modal and its trigger (accounts-cart-services.md §2, §4). */
export const locale = defineMessages({
  'locale.trigger': {
    de: 'Sprache und Lieferland: {language}, {country}',
    en: 'Language and delivery country: {language}, {country}',
    cs: 'Jazyk a země doručení: {language}, {country}',
    pl: 'Język i kraj dostawy: {language}, {country}',
    nl: 'Taal en leveringsland: {language}, {country}',
    fr: 'Langue et pays de livraison : {language}, {country}',
  },
  'locale.title': {
    de: 'Sprache und Lieferland',
    en: 'Language and delivery country',
    cs: 'Jazyk a země doručení',
    pl: 'Język i kraj dostawy',
    nl: 'Taal en leveringsland',
    fr: 'Langue et pays de livraison',
  },
  'locale.country': { de: 'Lieferland', en: 'Delivery country', cs: 'Země doručení', pl: 'Kraj dostawy', nl: 'Leveringsland', fr: 'Pays de livraison' },
  'locale.language': { de: 'Sprache', en: 'Language', cs: 'Jazyk', pl: 'Język', nl: 'Taal', fr: 'Langue' },
  'locale.currency': {
    de: 'Preise in {currency}',
    en: 'Prices in {currency}',
    cs: 'Ceny v {currency}',
    pl: 'Ceny w {currency}',
    nl: 'Prijzen in {currency}',
    fr: 'Prix en {currency}',
  },
  'locale.submit': { de: 'Übernehmen', en: 'Apply', cs: 'Použít', pl: 'Zastosuj', nl: 'Toepassen', fr: 'Appliquer' },
});
