import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../src/config/languages';

/**
 * The texts of the errors the actions answer with (`errors[].message`), in the six shop languages,
 * keyed by error code. The shop shows them as they come (basket error modal, click-and-reserve,
 * voucher field), so they are written in the shopper's language: ICU messages, so that counts
 * read right in Czech and Polish too (1 kus, 2 kusy, 5 kusů).
 */
type Texts = Record<Language, string>;

const ERROR_MESSAGES = {
  address_missing: {
    de: 'Bitte hinterlegen Sie zuerst eine Rechnungsadresse.',
    en: 'Please add a billing address first.',
    cs: 'Nejprve prosím zadejte fakturační adresu.',
    pl: 'Najpierw dodaj adres rozliczeniowy.',
    nl: 'Voeg eerst een factuuradres toe.',
    fr: 'Veuillez d’abord ajouter une adresse de facturation.',
  },
  assortment_required: {
    de: 'Bitte wählen Sie mindestens ein Sortiment.',
    en: 'Please choose at least one assortment.',
    cs: 'Vyberte prosím alespoň jeden sortiment.',
    pl: 'Wybierz co najmniej jeden asortyment.',
    nl: 'Kies ten minste één assortiment.',
    fr: 'Veuillez choisir au moins un assortiment.',
  },
  backend_not_configured: {
    de: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    en: 'The shop cannot be reached right now. Please try again later.',
    cs: 'Obchod je momentálně nedostupný. Zkuste to prosím později.',
    pl: 'Sklep jest chwilowo niedostępny. Spróbuj ponownie później.',
    nl: 'De shop is momenteel niet bereikbaar. Probeer het later nog eens.',
    fr: 'La boutique est momentanément indisponible. Veuillez réessayer plus tard.',
  },
  birthdate_incomplete: {
    de: 'Bitte geben Sie Ihr vollständiges Geburtsdatum ein.',
    en: 'Please enter your full date of birth.',
    cs: 'Zadejte prosím celé datum narození.',
    pl: 'Podaj pełną datę urodzenia.',
    nl: 'Vul uw volledige geboortedatum in.',
    fr: 'Veuillez saisir votre date de naissance complète.',
  },
  birthdate_range: {
    de: 'Sie müssen zwischen 16 und 100 Jahre alt sein.',
    en: 'You must be between 16 and 100 years old.',
    cs: 'Musí vám být 16 až 100 let.',
    pl: 'Musisz mieć od 16 do 100 lat.',
    nl: 'U moet tussen 16 en 100 jaar oud zijn.',
    fr: 'Vous devez avoir entre 16 et 100 ans.',
  },
  body_too_large: {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
    cs: 'Požadavek je příliš velký.',
    pl: 'Żądanie jest za duże.',
    nl: 'Het verzoek is te groot.',
    fr: 'La requête est trop volumineuse.',
  },
  busy: {
    de: 'Das hat sich gerade überschnitten. Bitte versuchen Sie es noch einmal.',
    en: 'Something else changed this at the same moment. Please try again.',
    cs: 'Současně došlo k jiné změně. Zkuste to prosím znovu.',
    pl: 'W tym samym momencie nastąpiła inna zmiana. Spróbuj ponownie.',
    nl: 'Er veranderde tegelijk iets anders. Probeer het nog eens.',
    fr: 'Une autre modification a eu lieu au même moment. Veuillez réessayer.',
  },
  callback_unavailable: {
    de: 'Einen Rückruf bieten wir nur auf Deutsch an.',
    en: 'A call back is offered in German only.',
    cs: 'Zpětné zavolání nabízíme pouze v němčině.',
    pl: 'Oddzwonienie oferujemy tylko w języku niemieckim.',
    nl: 'Terugbellen bieden we alleen in het Duits aan.',
    fr: 'Le rappel n’est proposé qu’en allemand.',
  },
  captcha_invalid: {
    de: 'Bitte bestätigen Sie das Captcha.',
    en: 'Please confirm the captcha.',
    cs: 'Potvrďte prosím captchu.',
    pl: 'Potwierdź captcha.',
    nl: 'Bevestig de captcha.',
    fr: 'Veuillez valider le captcha.',
  },
  card_exists: {
    de: 'Ihr Konto hat bereits eine Kundenkarte.',
    en: 'Your account already has a loyalty card.',
    cs: 'Váš účet již má zákaznickou kartu.',
    pl: 'Twoje konto ma już kartę klienta.',
    nl: 'Uw account heeft al een klantenkaart.',
    fr: 'Votre compte a déjà une carte de fidélité.',
  },
  card_taken: {
    de: 'Diese Karte gehört zu einem anderen Konto. Bitte wenden Sie sich an den Kundenservice.',
    en: 'This card belongs to another account. Please contact customer service.',
    cs: 'Tato karta patří k jinému účtu. Obraťte se prosím na zákaznický servis.',
    pl: 'Ta karta należy do innego konta. Skontaktuj się z obsługą klienta.',
    nl: 'Deze kaart hoort bij een ander account. Neem contact op met de klantenservice.',
    fr: 'Cette carte appartient à un autre compte. Veuillez contacter le service client.',
  },
  card_unknown: {
    de: 'Der Kundenkarten-Inhaber kann nicht ermittelt werden. Bitte wenden Sie sich an den Kundenservice.',
    en: 'The loyalty user cannot be identified. Please contact customer service.',
    cs: 'Držitele zákaznické karty nelze určit. Obraťte se prosím na zákaznický servis.',
    pl: 'Nie można zidentyfikować posiadacza karty. Skontaktuj się z obsługą klienta.',
    nl: 'De kaarthouder kan niet worden vastgesteld. Neem contact op met de klantenservice.',
    fr: 'Le titulaire de la carte ne peut pas être identifié. Veuillez contacter le service client.',
  },
  cart_empty: {
    de: 'Ihr Warenkorb ist leer.',
    en: 'Your cart is empty.',
    cs: 'Váš košík je prázdný.',
    pl: 'Twój koszyk jest pusty.',
    nl: 'Uw winkelwagen is leeg.',
    fr: 'Votre panier est vide.',
  },
  document_unavailable: {
    de: 'Dieses Dokument ist nicht verfügbar. Bitte wenden Sie sich an den Kundenservice.',
    en: 'This document is not available. Please contact customer service.',
    cs: 'Tento dokument není k dispozici. Obraťte se prosím na zákaznický servis.',
    pl: 'Ten dokument jest niedostępny. Skontaktuj się z obsługą klienta.',
    nl: 'Dit document is niet beschikbaar. Neem contact op met de klantenservice.',
    fr: 'Ce document n’est pas disponible. Veuillez contacter le service client.',
  },
  email_exists: {
    de: 'Diese E-Mail-Adresse gehört zu einem anderen Konto.',
    en: 'This email address belongs to another account.',
    cs: 'Tato e-mailová adresa patří k jinému účtu.',
    pl: 'Ten adres e-mail należy do innego konta.',
    nl: 'Dit e-mailadres hoort bij een ander account.',
    fr: 'Cette adresse e-mail appartient à un autre compte.',
  },
  email_required: {
    de: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    en: 'Please enter your email address.',
    cs: 'Zadejte prosím svou e-mailovou adresu.',
    pl: 'Podaj swój adres e-mail.',
    nl: 'Vul uw e-mailadres in.',
    fr: 'Veuillez saisir votre adresse e-mail.',
  },
  forbidden: {
    de: 'Das ist nicht Ihres.',
    en: 'This is not yours.',
    cs: 'Toto vám nepatří.',
    pl: 'To nie należy do Ciebie.',
    nl: 'Dit is niet van u.',
    fr: 'Ceci ne vous appartient pas.',
  },
  handover_expired: {
    de: 'Diese Sitzung kann nicht mehr übernommen werden.',
    en: 'This session can no longer be taken over.',
    cs: 'Tuto relaci již nelze převzít.',
    pl: 'Tej sesji nie można już przejąć.',
    nl: 'Deze sessie kan niet meer worden overgenomen.',
    fr: 'Cette session ne peut plus être reprise.',
  },
  insufficient_stock: {
    de: 'Nur noch {stock} Stück auf Lager.',
    en: '{stock, plural, one {Only # piece is in stock.} other {Only # pieces are in stock.}}',
    cs: '{stock, plural, one {Skladem je jen # kus.} few {Skladem jsou jen # kusy.} other {Skladem je jen # kusů.}}',
    pl: '{stock, plural, one {W magazynie jest tylko # sztuka.} few {W magazynie są tylko # sztuki.} other {W magazynie jest tylko # sztuk.}}',
    nl: '{stock, plural, one {Nog maar # stuk op voorraad.} other {Nog maar # stuks op voorraad.}}',
    fr: '{stock, plural, one {Plus que # pièce en stock.} other {Plus que # pièces en stock.}}',
  },
  malformed_json: {
    de: 'Die Anfrage ist kein gültiges JSON.',
    en: 'The request body is not valid JSON.',
    cs: 'Tělo požadavku není platný JSON.',
    pl: 'Treść żądania nie jest poprawnym JSON-em.',
    nl: 'De aanvraag is geen geldige JSON.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
  },
  newsletter_token_invalid: {
    de: 'Dieser Bestätigungslink ist nicht mehr gültig.',
    en: 'This confirmation link is no longer valid.',
    cs: 'Tento potvrzovací odkaz již není platný.',
    pl: 'Ten link potwierdzający jest już nieważny.',
    nl: 'Deze bevestigingslink is niet meer geldig.',
    fr: 'Ce lien de confirmation n’est plus valable.',
  },
  not_a_set: {
    de: 'Nur ein Set nimmt ausgewählte Set-Artikel an.',
    en: 'Only a set takes selected set articles.',
    cs: 'Vybrané položky sady přijímá jen sada.',
    pl: 'Wybrane artykuły zestawu przyjmuje tylko zestaw.',
    nl: 'Alleen een set neemt gekozen setartikelen aan.',
    fr: 'Seul un ensemble accepte des articles d’ensemble choisis.',
  },
  not_available: {
    de: 'Die Reservierungshistorie ist in diesem Shop nicht verfügbar.',
    en: 'The reservation history is not available in this shop.',
    cs: 'Historie rezervací není v tomto obchodě k dispozici.',
    pl: 'Historia rezerwacji nie jest dostępna w tym sklepie.',
    nl: 'De reserveringsgeschiedenis is in deze shop niet beschikbaar.',
    fr: 'L’historique des réservations n’est pas disponible dans cette boutique.',
  },
  not_available_in_store: {
    de: '{stock, plural, =0 {Diese Größe ist in {store} nicht verfügbar.} other {In {store} sind nur # Stück verfügbar.}}',
    en: '{stock, plural, =0 {This size is not available in {store}.} one {Only # piece is available in {store}.} other {Only # pieces are available in {store}.}}',
    cs: '{stock, plural, =0 {Tato velikost není v prodejně {store} k dispozici.} one {V prodejně {store} je k dispozici jen # kus.} few {V prodejně {store} jsou k dispozici jen # kusy.} other {V prodejně {store} je k dispozici jen # kusů.}}',
    pl: '{stock, plural, =0 {Ten rozmiar nie jest dostępny w {store}.} one {W {store} dostępna jest tylko # sztuka.} few {W {store} dostępne są tylko # sztuki.} other {W {store} dostępnych jest tylko # sztuk.}}',
    nl: '{stock, plural, =0 {Deze maat is niet beschikbaar in {store}.} one {In {store} is nog maar # stuk beschikbaar.} other {In {store} zijn nog maar # stuks beschikbaar.}}',
    fr: '{stock, plural, =0 {Cette taille n’est pas disponible à {store}.} one {Plus que # pièce disponible à {store}.} other {Plus que # pièces disponibles à {store}.}}',
  },
  order_not_found: {
    de: '{by, select, number {Wir konnten keine Bestellung mit dieser Nummer und E-Mail-Adresse finden.} other {Diese Bestellung gibt es nicht.}}',
    en: '{by, select, number {We could not find an order with this number and email address.} other {This order does not exist.}}',
    cs: '{by, select, number {Objednávku s tímto číslem a e-mailovou adresou jsme nenašli.} other {Tato objednávka neexistuje.}}',
    pl: '{by, select, number {Nie znaleźliśmy zamówienia o tym numerze i adresie e-mail.} other {To zamówienie nie istnieje.}}',
    nl: '{by, select, number {We konden geen bestelling met dit nummer en e-mailadres vinden.} other {Deze bestelling bestaat niet.}}',
    fr: '{by, select, number {Nous n’avons trouvé aucune commande avec ce numéro et cette adresse e-mail.} other {Cette commande n’existe pas.}}',
  },
  other_store: {
    de: 'Ihr Reservierungskorb gilt für eine andere Filiale. Reservieren Sie dort oder leeren Sie zuerst den Korb.',
    en: 'Your reservation basket is for another store. Reserve there or empty the basket first.',
    cs: 'Váš rezervační košík je pro jinou prodejnu. Rezervujte tam, nebo košík nejprve vyprázdněte.',
    pl: 'Twój koszyk rezerwacji dotyczy innego sklepu. Zarezerwuj tam lub najpierw opróżnij koszyk.',
    nl: 'Uw reserveringsmand is voor een andere winkel. Reserveer daar of maak de mand eerst leeg.',
    fr: 'Votre panier de réservation concerne un autre magasin. Réservez-y ou videz d’abord le panier.',
  },
  phone_required: {
    de: 'Bitte geben Sie eine Telefonnummer für den Rückruf an.',
    en: 'Please enter a phone number for the call back.',
    cs: 'Zadejte prosím telefonní číslo pro zpětné zavolání.',
    pl: 'Podaj numer telefonu do oddzwonienia.',
    nl: 'Vul een telefoonnummer in om teruggebeld te worden.',
    fr: 'Veuillez saisir un numéro de téléphone pour le rappel.',
  },
  quantity_limit: {
    de: 'Höchstens {max} Stück pro Artikel.',
    en: 'At most {max} pieces per article.',
    cs: 'Nejvýše {max} kusů na položku.',
    pl: 'Najwyżej {max} sztuk na artykuł.',
    nl: 'Maximaal {max} stuks per artikel.',
    fr: 'Au maximum {max} pièces par article.',
  },
  reservation_empty: {
    de: 'Ihr Reservierungskorb ist leer.',
    en: 'Your reservation basket is empty.',
    cs: 'Váš rezervační košík je prázdný.',
    pl: 'Twój koszyk rezerwacji jest pusty.',
    nl: 'Uw reserveringsmand is leeg.',
    fr: 'Votre panier de réservation est vide.',
  },
  reset_token_invalid: {
    de: 'Diese Seite ist nicht mehr gültig. Bitte nutzen Sie die Funktion „Passwort vergessen“ erneut.',
    en: 'This page is no longer valid. Please use the reset function again.',
    cs: 'Tato stránka již není platná. Použijte prosím znovu funkci obnovení hesla.',
    pl: 'Ta strona jest już nieważna. Użyj ponownie funkcji resetowania hasła.',
    nl: 'Deze pagina is niet meer geldig. Gebruik de herstelfunctie opnieuw.',
    fr: 'Cette page n’est plus valable. Veuillez utiliser à nouveau la fonction de réinitialisation.',
  },
  set_article_invalid: {
    de: 'Der Artikel {sku} gehört nicht zu diesem Set.',
    en: 'The article {sku} is not a part of this set.',
    cs: 'Položka {sku} není součástí této sady.',
    pl: 'Artykuł {sku} nie należy do tego zestawu.',
    nl: 'Het artikel {sku} hoort niet bij deze set.',
    fr: 'L’article {sku} ne fait pas partie de cet ensemble.',
  },
  set_count: {
    de: 'Ein Set wird mit der Menge 1 in den Warenkorb gelegt.',
    en: 'A set is added with count 1.',
    cs: 'Sada se přidává v množství 1.',
    pl: 'Zestaw dodaje się w ilości 1.',
    nl: 'Een set wordt met aantal 1 toegevoegd.',
    fr: 'Un ensemble s’ajoute avec la quantité 1.',
  },
  set_incomplete: {
    de: 'Bitte wählen Sie für alle Artikel eine Größe.',
    en: 'select size for all products',
    cs: 'Vyberte prosím velikost pro všechny produkty.',
    pl: 'Wybierz rozmiar dla wszystkich produktów.',
    nl: 'Kies een maat voor alle producten.',
    fr: 'Veuillez choisir une taille pour tous les produits.',
  },
  sold_out: {
    de: 'Diese Größe ist ausverkauft.',
    en: 'This size is sold out.',
    cs: 'Tato velikost je vyprodaná.',
    pl: 'Ten rozmiar jest wyprzedany.',
    nl: 'Deze maat is uitverkocht.',
    fr: 'Cette taille est épuisée.',
  },
  state_required: {
    de: 'Bitte wählen Sie einen Bundesstaat.',
    en: 'Please choose a state.',
    cs: 'Vyberte prosím stát.',
    pl: 'Wybierz stan.',
    nl: 'Kies een staat.',
    fr: 'Veuillez choisir un État.',
  },
  too_many_attempts: {
    de: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    en: 'Too many attempts. Please wait a few minutes and try again.',
    cs: 'Příliš mnoho pokusů. Počkejte prosím několik minut a zkuste to znovu.',
    pl: 'Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.',
    nl: 'Te veel pogingen. Wacht een paar minuten en probeer het opnieuw.',
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
  },
  unauthorized: {
    de: 'Bitte melden Sie sich zuerst an.',
    en: 'Please log in first.',
    cs: 'Nejprve se prosím přihlaste.',
    pl: 'Najpierw się zaloguj.',
    nl: 'Log eerst in.',
    fr: 'Veuillez d’abord vous connecter.',
  },
  unknown_account: {
    de: 'Bitte melden Sie sich erneut an.',
    en: 'Please log in again.',
    cs: 'Přihlaste se prosím znovu.',
    pl: 'Zaloguj się ponownie.',
    nl: 'Log opnieuw in.',
    fr: 'Veuillez vous reconnecter.',
  },
  unknown_basket_item: {
    de: 'Dieser Artikel ist nicht in Ihrem Reservierungskorb.',
    en: 'This article is not in your reservation basket.',
    cs: 'Tato položka není ve vašem rezervačním košíku.',
    pl: 'Tego artykułu nie ma w Twoim koszyku rezerwacji.',
    nl: 'Dit artikel zit niet in uw reserveringsmand.',
    fr: 'Cet article n’est pas dans votre panier de réservation.',
  },
  unknown_item_number: {
    de: 'Den Artikel {itemNumber} gibt es nicht.',
    en: 'The article {itemNumber} does not exist.',
    cs: 'Položka {itemNumber} neexistuje.',
    pl: 'Artykuł {itemNumber} nie istnieje.',
    nl: 'Het artikel {itemNumber} bestaat niet.',
    fr: 'L’article {itemNumber} n’existe pas.',
  },
  unknown_line_item: {
    de: '{list, select, wishlist {Dieser Artikel ist nicht auf Ihrem Merkzettel.} other {Diese Position ist nicht in Ihrem Warenkorb.}}',
    en: '{list, select, wishlist {This article is not on your wishlist.} other {This line is not in your cart.}}',
    cs: '{list, select, wishlist {Tato položka není ve vašem seznamu přání.} other {Tato položka není ve vašem košíku.}}',
    pl: '{list, select, wishlist {Tego artykułu nie ma na Twojej liście życzeń.} other {Tej pozycji nie ma w Twoim koszyku.}}',
    nl: '{list, select, wishlist {Dit artikel staat niet op uw verlanglijst.} other {Deze regel staat niet in uw winkelwagen.}}',
    fr: '{list, select, wishlist {Cet article n’est pas dans votre liste d’envies.} other {Cette ligne n’est pas dans votre panier.}}',
  },
  unknown_size: {
    de: 'Den Artikel {itemNumber} gibt es nicht in Größe {size}.',
    en: 'The article {itemNumber} has no size {size}.',
    cs: 'Položka {itemNumber} nemá velikost {size}.',
    pl: 'Artykuł {itemNumber} nie ma rozmiaru {size}.',
    nl: 'Het artikel {itemNumber} heeft geen maat {size}.',
    fr: 'L’article {itemNumber} n’existe pas en taille {size}.',
  },
  unknown_sku: {
    de: 'Den Artikel {sku} gibt es nicht (mehr).',
    en: 'The article {sku} does not exist (any more).',
    cs: 'Položka {sku} neexistuje (už není k dispozici).',
    pl: 'Artykuł {sku} nie istnieje (już niedostępny).',
    nl: 'Het artikel {sku} bestaat niet (meer).',
    fr: 'L’article {sku} n’existe pas (plus).',
  },
  unknown_store: {
    de: 'Die Filiale {store} gibt es nicht.',
    en: 'The store {store} does not exist.',
    cs: 'Prodejna {store} neexistuje.',
    pl: 'Sklep {store} nie istnieje.',
    nl: 'De winkel {store} bestaat niet.',
    fr: 'Le magasin {store} n’existe pas.',
  },
  voucher_invalid: {
    de: 'Der Gutscheincode ist ungültig.',
    en: 'The voucher code is invalid.',
    cs: 'Kód poukazu je neplatný.',
    pl: 'Kod bonu jest nieprawidłowy.',
    nl: 'De vouchercode is ongeldig.',
    fr: 'Le code du bon n’est pas valable.',
  },
  voucher_not_in_cart: {
    de: 'Dieser Gutschein ist nicht in Ihrem Warenkorb.',
    en: 'This voucher is not in your cart.',
    cs: 'Tento poukaz není ve vašem košíku.',
    pl: 'Tego bonu nie ma w Twoim koszyku.',
    nl: 'Deze voucher staat niet in uw winkelwagen.',
    fr: 'Ce bon n’est pas dans votre panier.',
  },
  wrong_password: {
    de: 'Das Passwort ist nicht korrekt.',
    en: 'The password is not correct.',
    cs: 'Heslo není správné.',
    pl: 'Hasło jest nieprawidłowe.',
    nl: 'Het wachtwoord is onjuist.',
    fr: 'Le mot de passe est incorrect.',
  },
} satisfies Record<string, Texts>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type ErrorParams = Record<string, string | number>;

const formats = new Map<string, { format: IntlMessageFormat; names: string[] }>();

export function hasErrorMessage(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];

/** Names of the arguments a message uses, nested ones included (literals are type 0). */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, into);
  }
  return into;
}

/**
 * The text of an error code in a language, its placeholders filled from `params`. A value the
 * thrower did not give is empty (a select then takes its `other` branch) rather than an error.
 */
export function errorMessage(code: ErrorCode, language: Language, params: ErrorParams = {}): string {
  const key = `${code}:${language}`;
  let entry = formats.get(key);
  if (!entry) {
    const format = new IntlMessageFormat((ERROR_MESSAGES[code] as Texts)[language], language);
    entry = { format, names: [...argumentNames(format.getAst())] };
    formats.set(key, entry);
  }
  const values: ErrorParams = Object.fromEntries(entry.names.map((name) => [name, '']));
  return String(entry.format.format({ ...values, ...params }));
}

/** Every code with a text (for the test that keeps throw sites and texts in step). */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];
