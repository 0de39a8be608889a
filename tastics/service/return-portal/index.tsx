import { useMemo, useState } from 'react';
import * as z from '../../../src/config/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { ORDER_NUMBER_MAX, ORDER_NUMBER_MIN } from '../../../src/config/constants';
import { useReturnPortalStart } from '../../../src/hooks/useServiceForms';
import { useErrorText } from '../../../src/hooks/useAccount';
import { applyServerErrors, useZodForm } from '../../../src/ui/form/useZodForm';
import { TextField } from '../../../src/ui/form/fields';
import { Button } from '../../../src/ui/Button';
import { Alert } from '../../../src/ui/Alert';

/** Height of the frame the return portal opens in (accounts-cart-services.md §1). */
export const RETURN_PORTAL_FRAME_HEIGHT = 800;

/** Order number 2 to 30 characters, email required (max 255), as the action checks them. */
export const returnPortalFormSchema = z.object({
  orderNumber: z.string().trim().min(ORDER_NUMBER_MIN).max(ORDER_NUMBER_MAX),
  email: z.string().trim().min(1).max(255).pipe(z.email()),
});

export interface ReturnPortalData {
  headline?: string;
}

/**
 * The return portal start (§1, §3): order number and email; the answer is the portal's address,
 * which opens in a frame of height 800 on the page; "another order" goes back to the form.
 */
export function ReturnPortalForm({ data }: { data: ReturnPortalData }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const schema = useMemo(() => returnPortalFormSchema, []);
  const form = useZodForm(schema, { defaultValues: { orderNumber: '', email: '' } });
  const { errors, isSubmitting } = form.formState;
  const [portal, setPortal] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = (id: string) => intl.formatMessage({ id });

  const startReturn = useReturnPortalStart();
  const onSubmit = form.handleSubmit(async ({ orderNumber, email }) => {
    setError(null);
    const result = await startReturn(orderNumber, email);
    if (result.ok) return setPortal(result.data.data);
    // "Not found" concerns both fields together: it is shown above the form.
    const rest = applyServerErrors(
      form,
      result.errors.filter((e) => e.code !== 'order_not_found'),
    );
    const general = [...result.errors.filter((e) => e.code === 'order_not_found'), ...rest];
    setError(general.length ? errorText(general) : null);
  });

  return (
    <section className="service-page return-portal">
      <h1 className="service-page__title">{data.headline || label('returnPortal.heading')}</h1>
      {portal ? (
        <>
          <iframe
            className="return-portal__frame"
            src={portal}
            title={label('returnPortal.frame')}
            height={RETURN_PORTAL_FRAME_HEIGHT}
            width="100%"
            loading="lazy"
          />
          <Button variant="secondary" onClick={() => setPortal(null)}>
            <FormattedMessage id="returnPortal.again" />
          </Button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="account-form">
          <p>
            <FormattedMessage id="returnPortal.intro" />
          </p>
          {error ? <Alert variant="danger">{error}</Alert> : null}
          <TextField label={label('returnPortal.orderNumber')} required autoComplete="off" error={errors.orderNumber} {...form.register('orderNumber')} />
          <TextField label={label('returnPortal.email')} type="email" required autoComplete="email" error={errors.email} {...form.register('email')} />
          <Button type="submit" busy={isSubmitting}>
            <FormattedMessage id="returnPortal.submit" />
          </Button>
        </form>
      )}
    </section>
  );
}

export default function ReturnPortal({ data }: TasticProps<ReturnPortalData>) {
  return <ReturnPortalForm data={data ?? {}} />;
}
