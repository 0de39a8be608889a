import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useCompetitionSignUp } from '../../../src/hooks/useServiceForms';
import { SignUpForm } from '../../../src/organisms/service/SignUpForm';

export interface CompetitionData {
  headline?: string;
  intro?: string;
  /** An event (a guest list) rather than a prize draw: the event message thanks. */
  isEvent?: boolean;
  successMessage?: string;
  eventSuccessMessage?: string;
}

/** The competition sign-up (accounts-cart-services.md §3, §4): "Success shows the configured success message (event variant uses the event message)". */
export function competitionSuccessText(data: CompetitionData, serverMessage: string): string {
  return (data.isEvent ? data.eventSuccessMessage : data.successMessage)?.trim() || serverMessage;
}

export default function Competition({ data }: TasticProps<CompetitionData>) {
  const intl = useIntl();
  const send = useCompetitionSignUp(data.isEvent === true);
  return (
    <SignUpForm
      headline={data.headline || intl.formatMessage({ id: 'signUp.competition' })}
      intro={data.intro}
      withNotification
      submitLabel={intl.formatMessage({ id: 'signUp.takePart' })}
      send={send}
      successText={(answer) => competitionSuccessText(data, answer.text)}
    />
  );
}
