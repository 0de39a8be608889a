import type { Meta, StoryObj } from '@storybook/react-vite';
import LoyaltyTiles from '../../tastics/content/loyalty-tiles';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Loyalty tiles',
  component: LoyaltyTiles,
  parameters: { tasticType: 'hirmer/content/loyalty-tiles' },
  args: {
    tasticId: 'story-loyalty-tiles',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof LoyaltyTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        headline: 'Ihre Kundenkarte',
        tiles: [{ title: 'Punkte sammeln', text: 'Bei jedem Einkauf' }, { title: 'Geburtstagsgutschein' }, { title: 'Exklusive Events' }],
        travelVoucherCodeBlack: 'TRAVEL20',
        travelVoucherCodeBlueSilver: 'TRAVEL15',
      },
    },
  },
};
