import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useShopContext } from '../../page/ShopContext';
import { LANGUAGE_NAMES } from '../../config/languages';
import { localeModalAtom } from '../../state/cart';

/** The trigger of the language and delivery-country modal (the modal is mounted once, with the header's overlays). */
export function LocaleSwitch() {
  const intl = useIntl();
  const { locale } = useShopContext();
  const open = useSetAtom(localeModalAtom);
  const country = new Intl.DisplayNames([locale.intl], { type: 'region' }).of(locale.territory) ?? locale.territory;
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
