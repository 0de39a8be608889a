import { defineMessages } from '../define';

/** Field errors of every form (zod issues map to these ids, see src/ui/form/messages.ts). */
export const validation = defineMessages({
  'validation.required': { de: 'Bitte füllen Sie dieses Feld aus.', en: 'Please fill in this field.', cs: 'Vyplňte prosím toto pole.', pl: 'Wypełnij to pole.', nl: 'Vul dit veld in.', fr: 'Veuillez remplir ce champ.' },
  'validation.tooShort': {
    de: 'Bitte geben Sie mindestens {min} Zeichen ein.',
    en: 'Please enter at least {min} characters.',
    cs: 'Zadejte prosím alespoň {min} znaků.',
    pl: 'Wpisz co najmniej {min} znaków.',
    nl: 'Voer minstens {min} tekens in.',
    fr: 'Veuillez saisir au moins {min} caractères.',
  },
  'validation.tooLong': {
    de: 'Bitte geben Sie höchstens {max} Zeichen ein.',
    en: 'Please enter at most {max} characters.',
    cs: 'Zadejte prosím nejvýše {max} znaků.',
    pl: 'Wpisz maksymalnie {max} znaków.',
    nl: 'Voer maximaal {max} tekens in.',
    fr: 'Veuillez saisir au maximum {max} caractères.',
  },
  'validation.tooSmall': { de: 'Der Wert muss mindestens {min} sein.', en: 'The value must be at least {min}.', cs: 'Hodnota musí být alespoň {min}.', pl: 'Wartość musi wynosić co najmniej {min}.', nl: 'De waarde moet minstens {min} zijn.', fr: 'La valeur doit être au moins {min}.' },
  'validation.tooBig': { de: 'Der Wert darf höchstens {max} sein.', en: 'The value must be at most {max}.', cs: 'Hodnota smí být nejvýše {max}.', pl: 'Wartość może wynosić maksymalnie {max}.', nl: 'De waarde mag maximaal {max} zijn.', fr: 'La valeur doit être au maximum {max}.' },
  'validation.email': {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid email address.',
    cs: 'Zadejte prosím platnou e-mailovou adresu.',
    pl: 'Podaj prawidłowy adres e-mail.',
    nl: 'Voer een geldig e-mailadres in.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
  },
  'validation.digits': { de: 'Bitte nur Ziffern eingeben.', en: 'Please enter digits only.', cs: 'Zadejte prosím pouze číslice.', pl: 'Wpisz tylko cyfry.', nl: 'Voer alleen cijfers in.', fr: 'Veuillez saisir uniquement des chiffres.' },
  'validation.accept': { de: 'Bitte bestätigen Sie dies.', en: 'Please confirm this.', cs: 'Potvrďte to prosím.', pl: 'Potwierdź to.', nl: 'Bevestig dit.', fr: 'Veuillez confirmer.' },
  'validation.invalid': { de: 'Bitte prüfen Sie Ihre Eingabe.', en: 'Please check your entry.', cs: 'Zkontrolujte prosím zadání.', pl: 'Sprawdź wprowadzone dane.', nl: 'Controleer uw invoer.', fr: 'Veuillez vérifier votre saisie.' },
});
