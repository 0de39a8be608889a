import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductOutfit from '../../tastics/product/outfit';
import { allDevices, storyPageFolder } from '../support/tastic';
import { outfitPayload, detailPayload } from './fixtures';
import { WithProductData } from './decorators';

const meta = {
  title: 'Tastics/Product/Outfit',
  component: ProductOutfit,
  parameters: { tasticType: 'hirmer/product/outfit' },
  decorators: [
    (Story) => (
      <WithProductData>
        <Story />
      </WithProductData>
    ),
  ],
  args: {
    tasticId: 'story-product-outfit',
    pageFolder: storyPageFolder,
    data: { ...allDevices, product: { dataSourceId: '__master', dataSource: outfitPayload } },
  },
} satisfies Meta<typeof ProductOutfit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en_GB' } };
/** Another product type: the tastic renders nothing. */
export const OtherProductType: Story = { args: { data: { ...allDevices, product: { dataSourceId: '__master', dataSource: detailPayload } } } };
