import type { Meta, StoryObj } from '@storybook/react-vite';
import BreakerTastic from '../../tastics/listing/breaker';
import { allDevices, storyPageFolder } from '../support/tastic';

const image = (alt: string) => ({ image: { media: { mediaId: alt, file: '/static/teasers/autumn.svg', width: 600, height: 800 } }, imageAltText: alt });

const meta = {
  title: 'Tastics/Listing/Breaker',
  component: BreakerTastic,
  parameters: { tasticType: 'hirmer/listing/breaker' },
  args: {
    tasticId: 'story-breaker',
    pageFolder: storyPageFolder,
    data: {
      ...allDevices,
      titleText: 'Herbst-Looks',
      subtitleText: 'Neu eingetroffen',
      textAlignment: 'center',
      images: [image('Look 1'), { ...image('Look 2'), itemNumberLink: '10000011' }, image('Look 3'), image('Look 4')],
    },
  },
} satisfies Meta<typeof BreakerTastic>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
