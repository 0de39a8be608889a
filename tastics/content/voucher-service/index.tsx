import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { httpsUrl } from '../../../src/content/embeds';

export interface VoucherServiceData {
  url?: string;
  height?: number;
  title?: string;
}

const DEFAULT_HEIGHT_PX = 700;

/** The voucher service (buy or check a gift card) embedded in a frame. */
export default function VoucherService({ data }: TasticProps<VoucherServiceData>) {
  const intl = useIntl();
  const url = httpsUrl(data.url);
  if (!url) return null;
  return (
    <iframe
      className="content-frame"
      src={url}
      title={data.title || intl.formatMessage({ id: 'content.voucherService.title' })}
      height={data.height && data.height > 100 ? data.height : DEFAULT_HEIGHT_PX}
      loading="lazy"
    />
  );
}
