import type { Meta, StoryObj } from '@storybook/react-vite';
import Recommendations from '../../tastics/product/recommendations';
import { allDevices, storyPageFolder } from '../support/tastic';

/** Similar products come from the search service; without a product nothing renders. */
const meta = {
  title: 'Tastics/Product/Recommendations',
  component: Recommendations,
  parameters: { tasticType: 'hirmer/product/recommendations' },
  args: { tasticId: 'story-recommendations', pageFolder: storyPageFolder, data: { ...allDevices, max: 6 } },
} satisfies Meta<typeof Recommendations>;
export default meta;
export const WithoutProduct: StoryObj<typeof meta> = {};
