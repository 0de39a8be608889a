import type { Meta, StoryObj } from '@storybook/react-vite';
import BrandStrip from '../../tastics/content/brand-strip';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Brand strip',
  component: BrandStrip,
  parameters: { tasticType: 'hirmer/content/brand-strip' },
  args: {
    tasticId: 'story-brand-strip',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof BrandStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        headline: 'Unsere Marken',
        brands: [
          { name: 'Kaltenbach', link: { type: 'link', link: '/marken' } },
          { name: 'Zermatt Outdoor', link: { type: 'link', link: '/marken' } },
          { name: 'Corvin', link: { type: 'link', link: '/marken' } },
        ],
      },
    },
  },
};
