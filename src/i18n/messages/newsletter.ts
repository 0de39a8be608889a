import { defineMessages } from '../define';

/** The newsletter service pages (accounts-cart-services.md §3: unsubscribe with a reason). */
export const newsletter = defineMessages({
  'newsletter.unsubscribe.heading': { de: 'Newsletter abbestellen', en: 'Unsubscribe from the newsletter', cs: 'Odhlášení z newsletteru', pl: 'Wypisz się z newslettera', nl: 'Afmelden voor de nieuwsbrief', fr: 'Se désabonner de la newsletter' },
  'newsletter.unsubscribe.intro': {
    de: 'Schade, dass Sie gehen. Verraten Sie uns, warum?',
    en: 'We are sorry to see you go. Would you tell us why?',
    cs: 'Je nám líto, že odcházíte. Prozradíte nám proč?',
    pl: 'Szkoda, że odchodzisz. Powiesz nam dlaczego?',
    nl: 'Jammer dat u vertrekt. Wilt u ons vertellen waarom?',
    fr: 'Dommage que vous partiez. Pouvez-vous nous dire pourquoi ?',
  },
  'newsletter.unsubscribe.reason': { de: 'Grund', en: 'Reason', cs: 'Důvod', pl: 'Powód', nl: 'Reden', fr: 'Raison' },
  'newsletter.unsubscribe.reason.noMoreBigSizes': { de: 'Ich benötige keine großen Größen mehr', en: 'I no longer need big sizes', cs: 'Už nepotřebuji velké velikosti', pl: 'Nie potrzebuję już dużych rozmiarów', nl: 'Ik heb geen grote maten meer nodig', fr: 'Je n’ai plus besoin de grandes tailles' },
  'newsletter.unsubscribe.reason.contentNotInteresting': { de: 'Die Inhalte interessieren mich nicht', en: 'The content does not interest me', cs: 'Obsah mě nezajímá', pl: 'Treści mnie nie interesują', nl: 'De inhoud interesseert me niet', fr: 'Le contenu ne m’intéresse pas' },
  'newsletter.unsubscribe.reason.sentTooOften': { de: 'Ich erhalte ihn zu oft', en: 'It is sent too often', cs: 'Chodí příliš často', pl: 'Przychodzi zbyt często', nl: 'Ik ontvang hem te vaak', fr: 'Je la reçois trop souvent' },
  'newsletter.unsubscribe.reason.prefersCatalogue': { de: 'Ich bevorzuge den Katalog per Post', en: 'I prefer the catalogue by post', cs: 'Dávám přednost katalogu poštou', pl: 'Wolę katalog pocztą', nl: 'Ik heb liever de catalogus per post', fr: 'Je préfère le catalogue par courrier' },
  'newsletter.unsubscribe.reason.other': { de: 'Anderer Grund', en: 'Other reason', cs: 'Jiný důvod', pl: 'Inny powód', nl: 'Andere reden', fr: 'Autre raison' },
  'newsletter.unsubscribe.email': { de: 'E-Mail-Adresse', en: 'Email address', cs: 'E-mailová adresa', pl: 'Adres e-mail', nl: 'E-mailadres', fr: 'Adresse e-mail' },
  'newsletter.unsubscribe.submit': { de: 'Abbestellen', en: 'Unsubscribe', cs: 'Odhlásit', pl: 'Wypisz się', nl: 'Afmelden', fr: 'Se désabonner' },
  'newsletter.unsubscribe.done': {
    de: 'Sie erhalten unseren Newsletter nicht mehr.',
    en: 'You will no longer receive our newsletter.',
    cs: 'Náš newsletter už nebudete dostávat.',
    pl: 'Nie będziesz już otrzymywać naszego newslettera.',
    nl: 'U ontvangt onze nieuwsbrief niet meer.',
    fr: 'Vous ne recevrez plus notre newsletter.',
  },
  'newsletter.unsubscribe.invalidLink': {
    de: 'Dieser Link ist nicht mehr gültig. Geben Sie Ihre E-Mail-Adresse ein, um einen neuen zu erhalten.',
    en: 'This link is no longer valid. Enter your email address to get a new one.',
    cs: 'Tento odkaz už není platný. Zadejte svou e-mailovou adresu a pošleme vám nový.',
    pl: 'Ten link jest już nieważny. Podaj adres e-mail, aby otrzymać nowy.',
    nl: 'Deze link is niet meer geldig. Vul uw e-mailadres in om een nieuwe te ontvangen.',
    fr: 'Ce lien n’est plus valable. Saisissez votre adresse e-mail pour en recevoir un nouveau.',
  },
});
