import type { Language } from '../../src/config/languages';

/**
 * Texts the server itself writes into answers (the spec shows them to the shopper as they come,
 * some as HTML with a link that opens the forgot-password modal), in the six shop languages.
 */
const FORGOT_LINK = '<a href="#forgot-password" data-action="forgot-password">';

const MESSAGES = {
  loginFailed: {
    de: `Die E-Mail-Adresse oder das Passwort ist nicht korrekt. ${FORGOT_LINK}Passwort vergessen?</a>`,
    en: `The email address or the password is not correct. ${FORGOT_LINK}Forgot your password?</a>`,
    cs: `E-mailová adresa nebo heslo nejsou správné. ${FORGOT_LINK}Zapomněli jste heslo?</a>`,
    pl: `Adres e-mail lub hasło są nieprawidłowe. ${FORGOT_LINK}Nie pamiętasz hasła?</a>`,
    nl: `Het e-mailadres of het wachtwoord is onjuist. ${FORGOT_LINK}Wachtwoord vergeten?</a>`,
    fr: `L'adresse e-mail ou le mot de passe est incorrect. ${FORGOT_LINK}Mot de passe oublié ?</a>`,
  },
  loggedIn: {
    de: 'Sie sind angemeldet.',
    en: 'You are logged in.',
    cs: 'Jste přihlášeni.',
    pl: 'Jesteś zalogowany.',
    nl: 'U bent ingelogd.',
    fr: 'Vous êtes connecté.',
  },
  emailExists: {
    de: `Zu dieser E-Mail-Adresse gibt es bereits ein Konto, eventuell in einem unserer anderen Shops. ${FORGOT_LINK}Passwort zurücksetzen</a>`,
    en: `An account with this email address exists already, perhaps in one of our other shops. ${FORGOT_LINK}Reset your password</a>`,
    cs: `Účet s touto e-mailovou adresou již existuje, možná v jiném z našich obchodů. ${FORGOT_LINK}Obnovit heslo</a>`,
    pl: `Konto z tym adresem e-mail już istnieje, być może w innym z naszych sklepów. ${FORGOT_LINK}Zresetuj hasło</a>`,
    nl: `Er bestaat al een account met dit e-mailadres, mogelijk in een van onze andere shops. ${FORGOT_LINK}Wachtwoord opnieuw instellen</a>`,
    fr: `Un compte existe déjà avec cette adresse e-mail, peut-être dans l'une de nos autres boutiques. ${FORGOT_LINK}Réinitialiser le mot de passe</a>`,
  },
  resetRequested: {
    de: 'Falls ein Konto zu dieser E-Mail-Adresse existiert, haben wir eine E-Mail mit einem Link zum Zurücksetzen gesendet.',
    en: 'If an account exists for this email address, we have sent an email with a reset link.',
    cs: 'Pokud k této e-mailové adrese existuje účet, poslali jsme e-mail s odkazem pro obnovení.',
    pl: 'Jeśli istnieje konto z tym adresem e-mail, wysłaliśmy wiadomość z linkiem do resetu.',
    nl: 'Als er een account bestaat voor dit e-mailadres, hebben we een e-mail met een herstellink gestuurd.',
    fr: 'Si un compte existe pour cette adresse e-mail, nous avons envoyé un e-mail avec un lien de réinitialisation.',
  },
  passwordSet: {
    de: 'Ihr neues Passwort ist gespeichert.',
    en: 'Your new password has been saved.',
    cs: 'Vaše nové heslo bylo uloženo.',
    pl: 'Nowe hasło zostało zapisane.',
    nl: 'Uw nieuwe wachtwoord is opgeslagen.',
    fr: 'Votre nouveau mot de passe a été enregistré.',
  },
  emailChanged: {
    de: 'Ihre E-Mail-Adresse wurde geändert.',
    en: 'Your email address has been changed.',
    cs: 'Vaše e-mailová adresa byla změněna.',
    pl: 'Adres e-mail został zmieniony.',
    nl: 'Uw e-mailadres is gewijzigd.',
    fr: 'Votre adresse e-mail a été modifiée.',
  },
  addressSaved: {
    de: 'Ihre Adresse wurde gespeichert.',
    en: 'Your address has been saved.',
    cs: 'Vaše adresa byla uložena.',
    pl: 'Adres został zapisany.',
    nl: 'Uw adres is opgeslagen.',
    fr: 'Votre adresse a été enregistrée.',
  },
  registered: {
    de: 'Willkommen! Ihr Konto ist angelegt.',
    en: 'Welcome! Your account has been created.',
    cs: 'Vítejte! Váš účet byl vytvořen.',
    pl: 'Witamy! Konto zostało utworzone.',
    nl: 'Welkom! Uw account is aangemaakt.',
    fr: 'Bienvenue ! Votre compte a été créé.',
  },
  newsletterSubscribed: {
    de: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.',
    en: 'Thank you! Please confirm your subscription with the link in our email.',
    cs: 'Děkujeme! Potvrďte prosím přihlášení odkazem v našem e-mailu.',
    pl: 'Dziękujemy! Potwierdź subskrypcję, klikając link w naszej wiadomości.',
    nl: 'Bedankt! Bevestig uw inschrijving via de link in onze e-mail.',
    fr: 'Merci ! Veuillez confirmer votre inscription grâce au lien de notre e-mail.',
  },
  registrationReceived: {
    de: 'Vielen Dank für Ihre Anmeldung!',
    en: 'Thank you for signing up!',
    cs: 'Děkujeme za registraci!',
    pl: 'Dziękujemy za zgłoszenie!',
    nl: 'Bedankt voor uw aanmelding!',
    fr: 'Merci pour votre inscription !',
  },
  contactSent: {
    de: 'Vielen Dank für Ihre Nachricht. Wir melden uns bald.',
    en: 'Thank you for your message. We will get back to you soon.',
    cs: 'Děkujeme za zprávu. Brzy se ozveme.',
    pl: 'Dziękujemy za wiadomość. Wkrótce się odezwiemy.',
    nl: 'Bedankt voor uw bericht. We nemen snel contact op.',
    fr: 'Merci pour votre message. Nous vous répondrons bientôt.',
  },
  activationSent: {
    de: 'Wir haben Ihnen einen Aktivierungslink gesendet.',
    en: 'We have sent you an activation link.',
    cs: 'Poslali jsme vám aktivační odkaz.',
    pl: 'Wysłaliśmy link aktywacyjny.',
    nl: 'We hebben u een activeringslink gestuurd.',
    fr: "Nous vous avons envoyé un lien d'activation.",
  },
  unsubscribeLinkSent: {
    de: 'Ist diese Adresse für den Newsletter angemeldet, erhalten Sie eine E-Mail mit einem Link zum Abbestellen.',
    en: 'If this address is subscribed to the newsletter, you will receive an email with a link to unsubscribe.',
    cs: 'Pokud je tato adresa přihlášena k newsletteru, obdržíte e-mail s odkazem pro odhlášení.',
    pl: 'Jeśli ten adres jest zapisany do newslettera, otrzymasz e-mail z linkiem do wypisania się.',
    nl: 'Als dit adres is aangemeld voor de nieuwsbrief, ontvangt u een e-mail met een link om u af te melden.',
    fr: 'Si cette adresse est abonnée à la newsletter, vous recevrez un e-mail avec un lien de désabonnement.',
  },
  voucherInvalid: {
    de: 'Der Gutscheincode ist ungültig.',
    en: 'The voucher code is invalid.',
    cs: 'Kód poukazu je neplatný.',
    pl: 'Kod bonu jest nieprawidłowy.',
    nl: 'De vouchercode is ongeldig.',
    fr: "Le code du bon n'est pas valable.",
  },
  voucherAccepted: {
    de: 'Der Gutschein „{voucherVal}“ wurde angenommen.',
    en: 'The voucher "{voucherVal}" has been accepted.',
    cs: 'Poukaz „{voucherVal}“ byl přijat.',
    pl: 'Bon „{voucherVal}” został przyjęty.',
    nl: 'De voucher "{voucherVal}" is geaccepteerd.',
    fr: 'Le bon « {voucherVal} » a été accepté.',
  },
  giftCardAccepted: {
    de: 'Die Geschenkkarte wurde angenommen.',
    en: 'The gift card has been accepted.',
    cs: 'Dárková karta byla přijata.',
    pl: 'Karta podarunkowa została przyjęta.',
    nl: 'De cadeaukaart is geaccepteerd.',
    fr: 'La carte cadeau a été acceptée.',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: Language, values: Record<string, string> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
