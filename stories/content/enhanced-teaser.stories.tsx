import type { Meta, StoryObj } from '@storybook/react-vite';
import EnhancedTeaser from '../../tastics/content/enhanced-teaser';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Enhanced teaser',
  component: EnhancedTeaser,
  parameters: { tasticType: 'hirmer/content/enhanced-teaser' },
  args: {
    tasticId: 'story-enhanced-teaser',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof EnhancedTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labels: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        image: { media: { mediaId: 'sale', file: '/static/teasers/sale.svg', width: 1200, height: 800 }, title: 'sale' },
        imageAlt: 'Wintermäntel',
        imageLink: { type: 'link', link: '/bekleidung' },
        textBoxes: [{ headline: 'Neue Mäntel', text: 'Warm durch den Winter', position: 'bottom' }],
        buttons: [{ text: 'Jetzt entdecken', link: { type: 'link', link: '/bekleidung' } }],
        textLabel: [{ text: 'Sale', color: '#8b2e2e', position: 'top-left' }],
        priceLabel: [{ text: 'ab 49,95 €', position: 'bottom-right' }],
      },
    },
  },
};
