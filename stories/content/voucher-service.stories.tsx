import type { Meta, StoryObj } from '@storybook/react-vite';
import VoucherService from '../../tastics/content/voucher-service';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Voucher service',
  component: VoucherService,
  parameters: { tasticType: 'hirmer/content/voucher-service' },
  args: {
    tasticId: 'story-voucher-service',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof VoucherService>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { data: { ...allDevices, ...{ url: 'https://vouchers.example.com/hirmer', height: 600 } } } };
