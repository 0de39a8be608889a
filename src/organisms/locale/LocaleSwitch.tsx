import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useShopContext } from '../../shop/ShopContext';
import { LANGUAGE_NAMES } from '../../config/languages';
import { localeModalAtom } from '../../state/cart';

/** Region names per locale, made once: making an `Intl.DisplayNames` is costly in a page's first render, and the header and the footer both show the switch. */
const regionNames = new Map<string, Intl.DisplayNames>();
function regionName(intlLocale: string, territory: string): string {
  let names = regionNames.get(intlLocale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale], { type: 'region' });
    regionNames.set(intlLocale, names);
  }
  return names.of(territory) ?? territory;
}

/** The trigger of the language and delivery-country modal (the modal is mounted once, with the header's overlays). */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale } = useShopContext();
  const open = useSetAtom(localeModalAtom);
  const country = regionName(locale.intl, locale.territory);
  return (
    <button
      type="button"
      className="locale-switch"
      aria-haspopup="dialog"
      aria-label={intl.formatMessage({ id: 'locale.trigger' }, { language: LANGUAGE_NAMES[locale.language], country })}
      onClick={() => open(true)}
    >
      <span aria-hidden="true">
        {locale.language.toUpperCase()} | {locale.territory}
      </span>
    </button>
  );
}
