import type { Meta, StoryObj } from '@storybook/react-vite';
import Competition from '../../tastics/service/competition';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Service/Competition',
  component: Competition,
  parameters: { tasticType: 'hirmer/service/competition' },
  args: { tasticId: 'story-competition', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof Competition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { args: { data: { ...allDevices, headline: 'Gewinnen Sie einen Maßanzug', successMessage: 'Viel Glück!' } } };
