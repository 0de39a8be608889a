import type { Meta, StoryObj } from '@storybook/react-vite';
import AutoChangingText from '../../tastics/content/auto-changing-text';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Auto changing text',
  component: AutoChangingText,
  parameters: { tasticType: 'hirmer/content/auto-changing-text' },
  args: {
    tasticId: 'story-auto-changing-text',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof AutoChangingText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  args: {
    data: {
      ...allDevices,
      ...{ texts: [{ text: 'Kostenloser Versand ab 50 €' }, { text: '30 Tage Rückgabe' }], start: '2020-01-01T00:00:00Z', end: '2099-12-31T00:00:00Z' },
    },
  },
};

export const Ended: Story = {
  args: { data: { ...allDevices, ...{ texts: [{ text: 'Vorbei' }], start: '2020-01-01T00:00:00Z', end: '2021-01-01T00:00:00Z' } } },
};
