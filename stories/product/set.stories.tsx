import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductSet from '../../tastics/product/set';
import { allDevices, storyPageFolder } from '../support/tastic';
import { setPayload, detailPayload } from './fixtures';
import { WithProductData } from './decorators';

const meta = {
  title: 'Tastics/Product/Set',
  component: ProductSet,
  parameters: { tasticType: 'hirmer/product/set' },
  decorators: [
    (Story) => (
      <WithProductData>
        <Story />
      </WithProductData>
    ),
  ],
  args: { tasticId: 'story-product-set', pageFolder: storyPageFolder, data: { ...allDevices, product: { dataSourceId: '__master', dataSource: setPayload } } },
} satisfies Meta<typeof ProductSet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en_GB' } };
/** Another product type: the tastic renders nothing. */
export const OtherProductType: Story = { args: { data: { ...allDevices, product: { dataSourceId: '__master', dataSource: detailPayload } } } };
