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
    subject: {
      de: 'Passwort zurücksetzen',
      en: 'Reset your password',
      cs: 'Obnovení hesla',
      pl: 'Resetowanie hasła',
      nl: 'Wachtwoord opnieuw instellen',
      fr: 'Réinitialiser votre mot de passe',
    },
    text: {
      de: 'Mit dem folgenden Link setzen Sie ein neues Passwort. Der Link gilt eine Stunde und nur einmal.',
      en: 'Use the following link to set a new password. The link is valid for one hour and can be used once.',
      cs: 'Pomocí následujícího odkazu si nastavíte nové heslo. Odkaz platí jednu hodinu a lze jej použít jen jednou.',
      pl: 'Za pomocą poniższego linku ustawisz nowe hasło. Link jest ważny godzinę i tylko raz.',
      nl: 'Met de volgende link stelt u een nieuw wachtwoord in. De link is één uur en eenmalig geldig.',
      fr: 'Le lien suivant vous permet de définir un nouveau mot de passe. Il est valable une heure et une seule fois.',
    },
    link: {
      de: 'Neues Passwort setzen',
      en: 'Set a new password',
      cs: 'Nastavit nové heslo',
      pl: 'Ustaw nowe hasło',
      nl: 'Nieuw wachtwoord instellen',
      fr: 'Définir un nouveau mot de passe',
    },
  },
  activation: {
    subject: {
      de: 'Aktivieren Sie Ihr Kundenkonto',
      en: 'Activate your customer account',
      cs: 'Aktivujte svůj zákaznický účet',
      pl: 'Aktywuj swoje konto klienta',
      nl: 'Activeer uw klantaccount',
      fr: 'Activez votre compte client',
    },
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
  accountExists: {
    subject: {
      de: 'Sie haben bereits ein Kundenkonto',
      en: 'You already have a customer account',
      cs: 'Už máte zákaznický účet',
      pl: 'Masz już konto klienta',
      nl: 'U heeft al een klantaccount',
      fr: 'Vous avez déjà un compte client',
    },
    text: {
      de: 'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto. Melden Sie sich an oder setzen Sie Ihr Passwort mit dem folgenden Link zurück. Haben Sie nichts angefordert, können Sie diese E-Mail ignorieren.',
      en: 'There is already a customer account for this email address. Log in, or reset your password with the following link. If you did not ask for anything, you can ignore this email.',
      cs: 'Pro tuto e-mailovou adresu již existuje zákaznický účet. Přihlaste se nebo si pomocí následujícího odkazu obnovte heslo. Pokud jste nic nežádali, můžete tento e-mail ignorovat.',
      pl: 'Dla tego adresu e-mail istnieje już konto klienta. Zaloguj się lub zresetuj hasło za pomocą poniższego linku. Jeśli niczego nie zamawiałeś, zignoruj tę wiadomość.',
      nl: 'Voor dit e-mailadres bestaat al een klantaccount. Log in of stel uw wachtwoord opnieuw in met de volgende link. Heeft u niets aangevraagd, dan kunt u deze e-mail negeren.',
      fr: 'Un compte client existe déjà pour cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe avec le lien suivant. Si vous n’avez rien demandé, ignorez cet e-mail.',
    },
    link: {
      de: 'Passwort zurücksetzen',
      en: 'Reset password',
      cs: 'Obnovit heslo',
      pl: 'Zresetuj hasło',
      nl: 'Wachtwoord opnieuw instellen',
      fr: 'Réinitialiser le mot de passe',
    },
  },
  unsubscribeConfirmation: {
    subject: {
      de: 'Newsletter abbestellen',
      en: 'Unsubscribe from the newsletter',
      cs: 'Odhlášení z newsletteru',
      pl: 'Wypisanie z newslettera',
      nl: 'Afmelden voor de nieuwsbrief',
      fr: 'Se désabonner de la newsletter',
    },
    text: {
      de: 'Mit dem folgenden Link bestellen Sie unseren Newsletter ab. Haben Sie das nicht angefordert, ignorieren Sie diese E-Mail einfach.',
      en: 'Use the following link to unsubscribe from our newsletter. If you did not ask for this, simply ignore this email.',
      cs: 'Pomocí následujícího odkazu se odhlásíte z našeho newsletteru. Pokud jste o to nežádali, tento e-mail ignorujte.',
      pl: 'Za pomocą poniższego linku wypiszesz się z naszego newslettera. Jeśli o to nie prosiłeś, zignoruj tę wiadomość.',
      nl: 'Met de volgende link meldt u zich af voor onze nieuwsbrief. Heeft u dit niet aangevraagd, negeer deze e-mail dan.',
      fr: 'Le lien suivant vous permet de vous désabonner de notre newsletter. Si vous ne l’avez pas demandé, ignorez simplement cet e-mail.',
    },
    link: { de: 'Newsletter abbestellen', en: 'Unsubscribe', cs: 'Odhlásit se', pl: 'Wypisz się', nl: 'Afmelden', fr: 'Se désabonner' },
  },
  newsletterConfirmation: {
    subject: {
      de: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      en: 'Please confirm your newsletter subscription',
      cs: 'Potvrďte prosím přihlášení k newsletteru',
      pl: 'Potwierdź zapis do newslettera',
      nl: 'Bevestig uw aanmelding voor de nieuwsbrief',
      fr: 'Veuillez confirmer votre inscription à la newsletter',
    },
    text: {
      de: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter mit dem folgenden Link.',
      en: 'Please confirm your newsletter subscription with the following link.',
      cs: 'Potvrďte prosím své přihlášení k newsletteru pomocí následujícího odkazu.',
      pl: 'Potwierdź zapis do newslettera, klikając poniższy link.',
      nl: 'Bevestig uw aanmelding voor de nieuwsbrief met de volgende link.',
      fr: 'Veuillez confirmer votre inscription à la newsletter avec le lien suivant.',
    },
    link: {
      de: 'Anmeldung bestätigen',
      en: 'Confirm subscription',
      cs: 'Potvrdit přihlášení',
      pl: 'Potwierdź zapis',
      nl: 'Aanmelding bevestigen',
      fr: 'Confirmer l’inscription',
    },
  },
  welcome: {
    subject: {
      de: 'Willkommen bei Hirmer',
      en: 'Welcome to Hirmer',
      cs: 'Vítejte u Hirmer',
      pl: 'Witamy w Hirmer',
      nl: 'Welkom bij Hirmer',
      fr: 'Bienvenue chez Hirmer',
    },
    text: {
      de: 'Hallo {name}, Ihr Kundenkonto ist angelegt.',
      en: 'Hello {name}, your customer account has been created.',
      cs: 'Dobrý den, {name}, váš zákaznický účet byl vytvořen.',
      pl: 'Dzień dobry, {name}, Twoje konto klienta zostało utworzone.',
      nl: 'Hallo {name}, uw klantaccount is aangemaakt.',
      fr: 'Bonjour {name}, votre compte client a été créé.',
    },
    link: {
      de: 'Zum Kundenkonto',
      en: 'Go to your account',
      cs: 'Přejít na účet',
      pl: 'Przejdź do konta',
      nl: 'Naar uw account',
      fr: 'Accéder à votre compte',
    },
  },
  signUpReceived: {
    subject: {
      de: 'Ihre Anmeldung bei Hirmer',
      en: 'Your registration with Hirmer',
      cs: 'Vaše registrace u Hirmer',
      pl: 'Twoja rejestracja w Hirmer',
      nl: 'Uw aanmelding bij Hirmer',
      fr: 'Votre inscription chez Hirmer',
    },
    text: {
      de: 'Hallo {name}, vielen Dank für Ihre Anmeldung. Wir melden uns, sobald es so weit ist.',
      en: 'Hello {name}, thank you for registering. We will be in touch when the time comes.',
      cs: 'Dobrý den, {name}, děkujeme za registraci. Ozveme se, jakmile nastane čas.',
      pl: 'Dzień dobry, {name}, dziękujemy za rejestrację. Odezwiemy się, gdy nadejdzie czas.',
      nl: 'Hallo {name}, bedankt voor uw aanmelding. We nemen contact op zodra het zover is.',
      fr: 'Bonjour {name}, merci pour votre inscription. Nous vous contacterons le moment venu.',
    },
    link: { de: 'Zum Shop', en: 'Visit the shop', cs: 'Do obchodu', pl: 'Do sklepu', nl: 'Naar de shop', fr: 'Vers la boutique' },
  },
  contactReceived: {
    subject: {
      de: 'Ihre Nachricht an Hirmer ({name})',
      en: 'Your message to Hirmer ({name})',
      cs: 'Vaše zpráva pro Hirmer ({name})',
      pl: 'Twoja wiadomość do Hirmer ({name})',
      nl: 'Uw bericht aan Hirmer ({name})',
      fr: 'Votre message à Hirmer ({name})',
    },
    text: {
      de: 'Vielen Dank für Ihre Nachricht. Wir haben sie unter der Nummer {name} erhalten und melden uns bald.',
      en: 'Thank you for your message. We have received it as number {name} and will get back to you soon.',
      cs: 'Děkujeme za vaši zprávu. Obdrželi jsme ji pod číslem {name} a brzy se ozveme.',
      pl: 'Dziękujemy za wiadomość. Otrzymaliśmy ją pod numerem {name} i wkrótce się odezwiemy.',
      nl: 'Bedankt voor uw bericht. We hebben het ontvangen onder nummer {name} en nemen snel contact op.',
      fr: 'Merci pour votre message. Nous l’avons reçu sous le numéro {name} et vous répondrons bientôt.',
    },
    link: {
      de: 'Häufige Fragen',
      en: 'Frequently asked questions',
      cs: 'Časté dotazy',
      pl: 'Częste pytania',
      nl: 'Veelgestelde vragen',
      fr: 'Questions fréquentes',
    },
  },
} satisfies Record<string, MailTemplate>;

export type MailKind = keyof typeof TEMPLATES;

/** Subject, text and the one link of a mail in the shopper's language; `{name}` in the text is filled in. */
export function mailContent(
  kind: MailKind,
  language: Language,
  url: string,
  values: { name?: string } = {},
): { subject: string; text: string; links: OutgoingMail['links'] } {
  const template: MailTemplate = TEMPLATES[kind];
  return {
    subject: template.subject[language].replace('{name}', values.name ?? ''),
    text: template.text[language].replace('{name}', values.name ?? ''),
    links: [{ label: template.link[language], url }],
  };
}
