import type { Meta, StoryObj } from '@storybook/react-vite';
import Contact from '../../tastics/service/contact';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Service/Contact',
  component: Contact,
  parameters: { tasticType: 'hirmer/service/contact' },
  args: { tasticId: 'story-contact', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof Contact>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { data: { ...allDevices, intro: 'Wir antworten innerhalb eines Werktags.' } } };
export const English: Story = { globals: { locale: 'en_GB' } };
