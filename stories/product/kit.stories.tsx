import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductKit from '../../tastics/product/kit';
import { allDevices, storyPageFolder } from '../support/tastic';
import { kitPayload, detailPayload } from './fixtures';
import { WithProductData } from './decorators';

const meta = {
  title: 'Tastics/Product/Kit',
  component: ProductKit,
  parameters: { tasticType: 'hirmer/product/kit' },
  decorators: [
    (Story) => (
      <WithProductData>
        <Story />
      </WithProductData>
    ),
  ],
  args: { tasticId: 'story-product-kit', pageFolder: storyPageFolder, data: { ...allDevices, product: { dataSourceId: '__master', dataSource: kitPayload } } },
} satisfies Meta<typeof ProductKit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en_GB' } };
/** Another product type: the tastic renders nothing. */
export const OtherProductType: Story = { args: { data: { ...allDevices, product: { dataSourceId: '__master', dataSource: detailPayload } } } };
