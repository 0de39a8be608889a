import { defineMessages } from '../define';

/** Service pages: the return portal (accounts-cart-services.md §1, §3). */
export const service = defineMessages({
  'returnPortal.heading': { de: 'Retoure anmelden', en: 'Register a return', cs: 'Nahlásit vrácení', pl: 'Zgłoś zwrot', nl: 'Retour aanmelden', fr: 'Déclarer un retour' },
  'returnPortal.intro': {
    de: 'Geben Sie Ihre Bestellnummer und die E-Mail-Adresse Ihrer Bestellung ein.',
    en: 'Enter your order number and the email address of your order.',
    cs: 'Zadejte číslo objednávky a e-mailovou adresu, se kterou jste objednávali.',
    pl: 'Podaj numer zamówienia i adres e-mail użyty przy zamówieniu.',
    nl: 'Vul uw bestelnummer en het e-mailadres van uw bestelling in.',
    fr: 'Saisissez votre numéro de commande et l’adresse e-mail de votre commande.',
  },
  'returnPortal.orderNumber': { de: 'Bestellnummer', en: 'Order number', cs: 'Číslo objednávky', pl: 'Numer zamówienia', nl: 'Bestelnummer', fr: 'Numéro de commande' },
  'returnPortal.email': { de: 'E-Mail-Adresse', en: 'Email address', cs: 'E-mailová adresa', pl: 'Adres e-mail', nl: 'E-mailadres', fr: 'Adresse e-mail' },
  'returnPortal.submit': { de: 'Weiter zur Retoure', en: 'Continue to the return', cs: 'Pokračovat k vrácení', pl: 'Przejdź do zwrotu', nl: 'Verder naar de retour', fr: 'Continuer vers le retour' },
  'returnPortal.frame': { de: 'Retourenportal', en: 'Return portal', cs: 'Portál pro vrácení', pl: 'Portal zwrotów', nl: 'Retourportaal', fr: 'Portail de retour' },
  'returnPortal.again': { de: 'Andere Bestellung', en: 'Another order', cs: 'Jiná objednávka', pl: 'Inne zamówienie', nl: 'Andere bestelling', fr: 'Autre commande' },
});
