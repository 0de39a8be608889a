import type { Meta, StoryObj } from '@storybook/react-vite';
import TrackAndTrace from '../../tastics/content/track-and-trace';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Track and trace',
  component: TrackAndTrace,
  parameters: { tasticType: 'hirmer/content/track-and-trace' },
  args: {
    tasticId: 'story-track-and-trace',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof TrackAndTrace>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { data: { ...allDevices, ...{ urlTemplate: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={trackingNumber}' } } },
};
