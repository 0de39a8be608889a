import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useEarlyShopSignUp } from '../../../src/hooks/useServiceForms';
import { SignUpForm } from '../../../src/organisms/service/SignUpForm';

/** The trigger whose sign-up thanks with its own message (accounts-cart-services.md §4). */
export const SPECIAL_TRIGGER_ID = 12806;

export interface EarlyShopData {
  headline?: string;
  intro?: string;
  /** The campaign (trigger) the sign-up belongs to. */
  triggerID?: number;
  successMessage?: string;
  /** The message for trigger 12806. */
  triggerSuccessMessage?: string;
}

/** "early shop shows one of two messages depending on trigger id 12806". */
export function earlyShopSuccessText(data: EarlyShopData, triggerID: number | null | undefined, serverMessage: string): string {
  const special = (triggerID ?? data.triggerID) === SPECIAL_TRIGGER_ID;
  return (special ? data.triggerSuccessMessage : data.successMessage)?.trim() || serverMessage;
}

export default function EarlyShop({ data }: TasticProps<EarlyShopData>) {
  const intl = useIntl();
  const send = useEarlyShopSignUp(data.triggerID);
  return (
    <SignUpForm
      headline={data.headline || intl.formatMessage({ id: 'signUp.earlyShop' })}
      intro={data.intro}
      withNotification={false}
      submitLabel={intl.formatMessage({ id: 'signUp.register' })}
      send={send}
      successText={(answer) => earlyShopSuccessText(data, answer.triggerID, answer.text)}
    />
  );
}
