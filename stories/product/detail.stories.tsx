import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductDetail from '../../tastics/product/detail';
import { allDevices, storyPageFolder } from '../support/tastic';
import { detailPayload } from './fixtures';
import { WithProductData } from './decorators';

const meta = {
  title: 'Tastics/Product/Detail',
  component: ProductDetail,
  parameters: { tasticType: 'hirmer/product/detail' },
  decorators: [
    (Story) => (
      <WithProductData>
        <Story />
      </WithProductData>
    ),
  ],
  args: {
    tasticId: 'story-product-detail',
    pageFolder: storyPageFolder,
    data: { ...allDevices, product: { dataSourceId: '__master', dataSource: detailPayload } },
  },
} satisfies Meta<typeof ProductDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en_GB' } };
/** Another product type: the tastic renders nothing. */
export const OtherProductType: Story = {
  args: {
    data: { ...allDevices, product: { dataSourceId: '__master', dataSource: { ...detailPayload, product: { ...detailPayload.product, productType: 'set' } } } },
  },
};
