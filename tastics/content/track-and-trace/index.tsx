import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { trackingUrl } from '../../../src/content/embeds';
import { Button } from '../../../src/ui/Button';

export interface TrackAndTraceData {
  headline?: string;
  /** The carrier's tracking page, `{trackingNumber}` filled in (https only). */
  urlTemplate?: string;
  height?: number;
}

const TRACKING_NUMBER = /^[A-Za-z0-9]{8,40}$/;
const DEFAULT_HEIGHT_PX = 700;

/** Parcel tracking: the shopper enters the tracking number from the shipping mail, the carrier's tracking page shows in a frame. */
export default function TrackAndTrace({ data }: TasticProps<TrackAndTraceData>) {
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  if (!data.urlTemplate?.includes('{trackingNumber}')) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.replace(/\s/g, '');
    const next = TRACKING_NUMBER.test(number) ? trackingUrl(data.urlTemplate, number) : null;
    setError(!next);
    setUrl(next);
  };
  return (
    <section className="track-and-trace">
      <h2>{data.headline || intl.formatMessage({ id: 'content.tracking.title' })}</h2>
      <form className="track-and-trace__form" onSubmit={submit} noValidate>
        <label htmlFor={id}>
          <FormattedMessage id="content.tracking.number" />
        </label>
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            <FormattedMessage id="content.tracking.invalid" />
          </p>
        ) : null}
        <Button type="submit">
          <FormattedMessage id="content.tracking.submit" />
        </Button>
      </form>
      {url ? (
        <iframe className="content-frame" src={url} title={intl.formatMessage({ id: 'content.tracking.frame' })} height={data.height || DEFAULT_HEIGHT_PX} />
      ) : null}
    </section>
  );
}
