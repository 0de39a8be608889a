import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useNewsletterConfirmation } from '../../../src/hooks/useServiceForms';
import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { Alert } from '../../../src/ui/Alert';
import { Spinner } from '../../../src/ui/Spinner';

export interface NewsletterConfirmationData {
  confirmedHeadline?: string;
  confirmedText?: string;
  errorText?: string;
}

/**
 * The outcome of a confirmation (accounts-cart-services.md §7): `success` missing or `0` is a
 * failure, shown as the configured error text under the global error headline; anything else the
 * confirm text under the newsletter-confirmed headline. The shop's own mail links here with the
 * token, which the page confirms first.
 */
export function confirmationSucceeded(success: string | null): boolean {
  return success !== null && success !== '0';
}

export function NewsletterConfirmationView({ success, data }: { success: boolean; data: NewsletterConfirmationData }) {
  const intl = useIntl();
  return (
    <section className="service-page newsletter-confirmation">
      {success ? (
        <>
          <h1 className="service-page__title">{data.confirmedHeadline || intl.formatMessage({ id: 'newsletter.confirm.headline' })}</h1>
          <p>{data.confirmedText || intl.formatMessage({ id: 'newsletter.confirm.text' })}</p>
        </>
      ) : (
        <>
          <h1 className="service-page__title">
            <FormattedMessage id="common.globalErrorHeadline" />
          </h1>
          <Alert variant="danger">{data.errorText || intl.formatMessage({ id: 'newsletter.confirm.error' })}</Alert>
        </>
      )}
    </section>
  );
}

/** Reads `token` (the shop's mail) or `success` (a CRM's redirect) from the address after hydration. */
export default function NewsletterConfirmation({ data }: TasticProps<NewsletterConfirmationData>) {
  const { params } = useAccountPageParams();
  const outcome = useNewsletterConfirmation(params, confirmationSucceeded);
  if (outcome === null) return <Spinner />;
  return <NewsletterConfirmationView success={outcome} data={data ?? {}} />;
}
