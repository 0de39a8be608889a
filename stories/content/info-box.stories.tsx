import type { Meta, StoryObj } from '@storybook/react-vite';
import InfoBox from '../../tastics/content/info-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Info box',
  component: InfoBox,
  parameters: { tasticType: 'hirmer/content/info-box' },
  args: {
    tasticId: 'story-info-box',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof InfoBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { data: { ...allDevices, ...{ headline: 'Öffnungszeiten', text: 'Mo–Sa 10–20 Uhr' } } } };

export const Warning: Story = { args: { data: { ...allDevices, ...{ variant: 'warning', headline: 'Hinweis', text: 'Am Feiertag geschlossen.' } } } };
