import { writeCookie } from '../../src/state/cookies';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LastSeen from '../../tastics/product/last-seen';
import { allDevices, storyPageFolder } from '../support/tastic';
import { LAST_SEEN_COOKIE } from '../../src/hooks/useLastSeen';

/** Without a last-seen cookie the slider stays away; in the browser it shows the shopper's last 10 products. */
const meta = {
  title: 'Tastics/Product/Last seen',
  component: LastSeen,
  parameters: { tasticType: 'hirmer/product/last-seen' },
  decorators: [
    (Story) => {
      // Other product stories record themselves as seen: start this one without the cookie.
      writeCookie(LAST_SEEN_COOKIE, '', 0);
      return <Story />;
    },
  ],
  args: { tasticId: 'story-last-seen', pageFolder: storyPageFolder, data: { ...allDevices, maxPerView: 6 } },
} satisfies Meta<typeof LastSeen>;
export default meta;
export const Empty: StoryObj<typeof meta> = {};
