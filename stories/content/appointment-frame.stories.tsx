import type { Meta, StoryObj } from '@storybook/react-vite';
import AppointmentFrame from '../../tastics/content/appointment-frame';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Appointment frame',
  component: AppointmentFrame,
  parameters: { tasticType: 'hirmer/content/appointment-frame' },
  args: {
    tasticId: 'story-appointment-frame',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof AppointmentFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { data: { ...allDevices, ...{ url: 'https://booking.example.com/hirmer', title: 'Termin im Haus' } } } };
