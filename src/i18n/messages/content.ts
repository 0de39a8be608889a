import { defineMessages } from '../define';

/** Content blocks (storefront-browsing.md §2 Content blocks): links, modals, and the blocks' own texts. */
export const content = defineMessages({
  'content.linkModal.title': { de: 'Information', en: 'Information', cs: 'Informace', pl: 'Informacja', nl: 'Informatie', fr: 'Information' },
  'content.linkModal.loading': { de: 'Seite wird geladen …', en: 'Loading the page …', cs: 'Stránka se načítá …', pl: 'Ładowanie strony …', nl: 'Pagina wordt geladen …', fr: 'Chargement de la page …' },
  'content.shipping.title': { de: 'Versandinformationen', en: 'Shipping information', cs: 'Informace o dopravě', pl: 'Informacje o wysyłce', nl: 'Verzendinformatie', fr: 'Informations de livraison' },
  'content.newWindow': { de: '(öffnet in neuem Fenster)', en: '(opens in a new window)', cs: '(otevře se v novém okně)', pl: '(otwiera się w nowym oknie)', nl: '(opent in een nieuw venster)', fr: '(s’ouvre dans une nouvelle fenêtre)' },
});
