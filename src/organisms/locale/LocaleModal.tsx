import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import { useShopContext } from '../../shop/ShopContext';
import { LANGUAGE_NAMES, type Language } from '../../config/languages';
import { currencyOfTerritory } from '../../config/currencies';
import { localeModalAtom } from '../../state/cart';
import { useLocaleSwitch, type Navigator } from '../../hooks/useLocaleSwitch';
import { countryChoices, languageChoices } from '../../domain/locale-rules';

/** The language and delivery-country modal (§2): two selects, the resulting currency, apply. */
export function LocaleModal({ navigator }: { navigator?: Navigator }) {
  const [open, setOpen] = useAtom(localeModalAtom);
  const { project, locale, projectConfiguration } = useShopContext();
  const intl = useIntl();
  const { switchTo, busy, errors } = useLocaleSwitch(navigator);
  const countries = useMemo(
    () => countryChoices(project.locales, projectConfiguration.deliveryCountryList),
    [project.locales, projectConfiguration.deliveryCountryList],
  );
  const languages = useMemo(() => languageChoices(project.locales), [project.locales]);
  const [country, setCountry] = useState(locale.territory);
  const [language, setLanguage] = useState<Language>(locale.language);
  const countryId = useId();
  const languageId = useId();
  const names = useMemo(() => new Intl.DisplayNames([locale.intl], { type: 'region' }), [locale.intl]);
  const sortedCountries = useMemo(
    () => [...countries].sort((a, b) => (names.of(a) ?? a).localeCompare(names.of(b) ?? b, locale.intl)),
    [countries, names, locale.intl],
  );

  return (
    <Modal open={open} onClose={() => setOpen(false)} size="sm" title={<FormattedMessage id="locale.title" />}>
      <form
        className="locale-form"
        onSubmit={(event) => {
          event.preventDefault();
          void switchTo({ language, country });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={countryId}>
            <FormattedMessage id="locale.country" />
          </label>
          <select id={countryId} className="field__input" value={country} onChange={(e) => setCountry(e.target.value)}>
            {sortedCountries.map((c) => (
              <option key={c} value={c}>
                {names.of(c) ?? c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={languageId}>
            <FormattedMessage id="locale.language" />
          </label>
          <select id={languageId} className="field__input" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {languages.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <p className="locale-form__currency">
          <FormattedMessage id="locale.currency" values={{ currency: currencyOfTerritory(country) }} />
        </p>
        {errors ? <Alert variant="danger">{errors[0]?.message ?? intl.formatMessage({ id: 'common.technicalError' })}</Alert> : null}
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="locale.submit" />
        </Button>
      </form>
    </Modal>
  );
}
