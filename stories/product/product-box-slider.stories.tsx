import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductBoxSlider from '../../tastics/product/product-box-slider';
import { allDevices, storyPageFolder } from '../support/tastic';

/** Products load from the product CDN path; with no products chosen nothing renders. */
const meta = {
  title: 'Tastics/Product/Product box slider',
  component: ProductBoxSlider,
  parameters: { tasticType: 'hirmer/product/product-box-slider' },
  args: {
    tasticId: 'story-product-box-slider',
    pageFolder: storyPageFolder,
    data: { ...allDevices, headline: 'Unsere Empfehlungen', products: [], slidesPerView: 4 },
  },
} satisfies Meta<typeof ProductBoxSlider>;
export default meta;
export const NoProducts: StoryObj<typeof meta> = {};
