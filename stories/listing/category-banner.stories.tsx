import type { Meta, StoryObj } from '@storybook/react-vite';
import CategoryBanner from '../../tastics/listing/category-banner';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Listing/Category banner',
  component: CategoryBanner,
  parameters: { tasticType: 'hirmer/listing/category-banner' },
  args: {
    tasticId: 'story-category-banner',
    pageFolder: storyPageFolder,
    data: {
      ...allDevices,
      image: { media: { mediaId: 'banner', file: '/static/teasers/autumn.svg', width: 1200, height: 400 } },
      imageAlt: 'Herbstkollektion',
      logo: { media: { mediaId: 'logo', file: '/static/favicon.svg', width: 60, height: 60 } },
      logoAlt: 'Logo',
      buttons: [
        { text: 'Jetzt entdecken', top: 70, left: 8, reference: { type: 'link', link: '/bekleidung' }, backgroundColor: '#0b2545', textColor: '#ffffff' },
      ],
    },
  },
} satisfies Meta<typeof CategoryBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
