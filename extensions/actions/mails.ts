import type { Language } from '../../src/config/languages';
import type { OutgoingMail } from '../services/outbox';

/**
 * The mails the shop sends (reset link, activation, newsletter confirmation, welcome), written in
 * the language the shopper used, in the six shop languages. Each mail has a subject, a short text
 * and its link labels; the actions add the addresses and tokens.
 */
type Texts = Record<Language, string>;
interface MailTemplate {
  subject: Texts;
  text: Texts;
  link: Texts;
}

const TEMPLATES = {
  passwordReset: {
    subject: { de: 'Passwort zurücksetzen', en: 'Reset your password', cs: 'Obnovení hesla', pl: 'Resetowanie hasła', nl: 'Wachtwoord opnieuw instellen', fr: 'Réinitialiser votre mot de passe' },
    text: {
      de: 'Mit dem folgenden Link setzen Sie ein neues Passwort. Der Link gilt eine Stunde und nur einmal.',
      en: 'Use the following link to set a new password. The link is valid for one hour and can be used once.',
      cs: 'Pomocí následujícího odkazu si nastavíte nové heslo. Odkaz platí jednu hodinu a lze jej použít jen jednou.',
      pl: 'Za pomocą poniższego linku ustawisz nowe hasło. Link jest ważny godzinę i tylko raz.',
      nl: 'Met de volgende link stelt u een nieuw wachtwoord in. De link is één uur en eenmalig geldig.',
      fr: 'Le lien suivant vous permet de définir un nouveau mot de passe. Il est valable une heure et une seule fois.',
    },
    link: { de: 'Neues Passwort setzen', en: 'Set a new password', cs: 'Nastavit nové heslo', pl: 'Ustaw nowe hasło', nl: 'Nieuw wachtwoord instellen', fr: 'Définir un nouveau mot de passe' },
  },
  activation: {
    subject: { de: 'Aktivieren Sie Ihr Kundenkonto', en: 'Activate your customer account', cs: 'Aktivujte svůj zákaznický účet', pl: 'Aktywuj swoje konto klienta', nl: 'Activeer uw klantaccount', fr: 'Activez votre compte client' },
    text: {
      de: 'Mit dem folgenden Link setzen Sie Ihr Passwort und aktivieren Ihr Konto und Ihre Kundenkarte.',
      en: 'Use the following link to set your password and activate your account and your customer card.',
      cs: 'Pomocí následujícího odkazu si nastavíte heslo a aktivujete svůj účet a zákaznickou kartu.',
      pl: 'Za pomocą poniższego linku ustawisz hasło i aktywujesz konto oraz kartę klienta.',
      nl: 'Met de volgende link stelt u uw wachtwoord in en activeert u uw account en uw klantenkaart.',
      fr: 'Le lien suivant vous permet de définir votre mot de passe et d’activer votre compte et votre carte client.',
    },
    link: { de: 'Konto aktivieren', en: 'Activate account', cs: 'Aktivovat účet', pl: 'Aktywuj konto', nl: 'Account activeren', fr: 'Activer le compte' },
  },
  newsletterConfirmation: {
    subject: {
      de: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', en: 'Please confirm your newsletter subscription', cs: 'Potvrďte prosím přihlášení k newsletteru',
      pl: 'Potwierdź zapis do newslettera', nl: 'Bevestig uw aanmelding voor de nieuwsbrief', fr: 'Veuillez confirmer votre inscription à la newsletter',
    },
    text: {
      de: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter mit dem folgenden Link.',
      en: 'Please confirm your newsletter subscription with the following link.',
      cs: 'Potvrďte prosím své přihlášení k newsletteru pomocí následujícího odkazu.',
      pl: 'Potwierdź zapis do newslettera, klikając poniższy link.',
      nl: 'Bevestig uw aanmelding voor de nieuwsbrief met de volgende link.',
      fr: 'Veuillez confirmer votre inscription à la newsletter avec le lien suivant.',
    },
    link: { de: 'Anmeldung bestätigen', en: 'Confirm subscription', cs: 'Potvrdit přihlášení', pl: 'Potwierdź zapis', nl: 'Aanmelding bevestigen', fr: 'Confirmer l’inscription' },
  },
  welcome: {
    subject: { de: 'Willkommen bei Hirmer', en: 'Welcome to Hirmer', cs: 'Vítejte u Hirmer', pl: 'Witamy w Hirmer', nl: 'Welkom bij Hirmer', fr: 'Bienvenue chez Hirmer' },
    text: {
      de: 'Hallo {name}, Ihr Kundenkonto ist angelegt.',
      en: 'Hello {name}, your customer account has been created.',
      cs: 'Dobrý den, {name}, váš zákaznický účet byl vytvořen.',
      pl: 'Dzień dobry, {name}, Twoje konto klienta zostało utworzone.',
      nl: 'Hallo {name}, uw klantaccount is aangemaakt.',
      fr: 'Bonjour {name}, votre compte client a été créé.',
    },
    link: { de: 'Zum Kundenkonto', en: 'Go to your account', cs: 'Přejít na účet', pl: 'Przejdź do konta', nl: 'Naar uw account', fr: 'Accéder à votre compte' },
  },
} satisfies Record<string, MailTemplate>;

export type MailKind = keyof typeof TEMPLATES;

/** Subject, text and the one link of a mail in the shopper's language; `{name}` in the text is filled in. */
export function mailContent(kind: MailKind, language: Language, url: string, values: { name?: string } = {}): { subject: string; text: string; links: OutgoingMail['links'] } {
  const template: MailTemplate = TEMPLATES[kind];
  return {
    subject: template.subject[language],
    text: template.text[language].replace('{name}', values.name ?? ''),
    links: [{ label: template.link[language], url }],
  };
}
