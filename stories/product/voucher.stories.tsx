import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductVoucher from '../../tastics/product/voucher';
import { allDevices, storyPageFolder } from '../support/tastic';
import { voucherPayload, detailPayload } from './fixtures';
import { WithProductData } from './decorators';

const meta = {
  title: 'Tastics/Product/Voucher',
  component: ProductVoucher,
  parameters: { tasticType: 'hirmer/product/voucher' },
  decorators: [
    (Story) => (
      <WithProductData>
        <Story />
      </WithProductData>
    ),
  ],
  args: {
    tasticId: 'story-product-voucher',
    pageFolder: storyPageFolder,
    data: { ...allDevices, product: { dataSourceId: '__master', dataSource: voucherPayload } },
  },
} satisfies Meta<typeof ProductVoucher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en_GB' } };
/** Another product type: the tastic renders nothing. */
export const OtherProductType: Story = { args: { data: { ...allDevices, product: { dataSourceId: '__master', dataSource: detailPayload } } } };
