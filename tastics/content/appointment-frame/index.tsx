import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { APPOINTMENT_FRAME_HEIGHT_PX } from '../../../src/config/constants';
import { httpsUrl } from '../../../src/content/embeds';

export interface AppointmentFrameData {
  url?: string;
  title?: string;
}

/** The booking tool for an appointment in a store (tailoring, personal shopping), framed at a height of 800. */
export default function AppointmentFrame({ data }: TasticProps<AppointmentFrameData>) {
  const intl = useIntl();
  const url = httpsUrl(data.url);
  if (!url) return null;
  return (
    <iframe
      className="content-frame"
      src={url}
      title={data.title || intl.formatMessage({ id: 'content.appointment.title' })}
      height={APPOINTMENT_FRAME_HEIGHT_PX}
      loading="lazy"
    />
  );
}
