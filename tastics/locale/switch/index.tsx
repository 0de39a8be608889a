import type { TasticProps } from '../../../src/shop/registry';
import { LocaleSwitch } from '../../../src/organisms/locale/LocaleSwitch';

/** The language and delivery-country trigger as a tastic (e.g. in the footer); the modal comes with the header. */
export default function LocaleSwitchTastic(_props: TasticProps) {
  return (
    <div className="locale-switch-tastic">
      <LocaleSwitch />
    </div>
  );
}
