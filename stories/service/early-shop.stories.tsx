import type { Meta, StoryObj } from '@storybook/react-vite';
import EarlyShop from '../../tastics/service/early-shop';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Service/EarlyShop',
  component: EarlyShop,
  parameters: { tasticType: 'hirmer/service/early-shop' },
  args: { tasticId: 'story-early-shop', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof EarlyShop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { args: { data: { ...allDevices, triggerID: 12806, triggerSuccessMessage: 'Sie sind dabei: Wir schreiben Ihnen vor dem Start.' } } };
