import type { Meta, StoryObj } from '@storybook/react-vite';
import PodcastPlayer from '../../tastics/content/podcast-player';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Podcast player',
  component: PodcastPlayer,
  parameters: { tasticType: 'hirmer/content/podcast-player' },
  args: {
    tasticId: 'story-podcast-player',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof PodcastPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Audio: Story = {
  args: {
    data: { ...allDevices, ...{ url: 'https://podcasts.example.com/episode-1.mp3', title: 'Stilfragen, Folge 1', description: 'Was trägt man zur Hochzeit?' } },
  },
};
