import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductTeaserPrice from '../../tastics/content/product-teaser-price';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Product teaser price',
  component: ProductTeaserPrice,
  parameters: { tasticType: 'hirmer/content/product-teaser-price' },
  args: {
    tasticId: 'story-product-teaser-price',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof ProductTeaserPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrice: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        image: { media: { mediaId: 'casual', file: '/static/teasers/casual.svg', width: 800, height: 1000 }, title: 'casual' },
        sourceValue: '30000001',
        brand: 'Kaltenbach',
        title: 'Poloshirt Wilhelm',
        price: 89.95,
      },
    },
  },
};

export const NoPrice: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        image: { media: { mediaId: 'casual', file: '/static/teasers/casual.svg', width: 800, height: 1000 }, title: 'casual' },
        sourceValue: '30000001',
        title: 'Poloshirt Wilhelm',
        price: 0,
      },
    },
  },
};
