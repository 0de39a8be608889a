import type { Meta, StoryObj } from '@storybook/react-vite';
import HowToMeasure from '../../tastics/product/how-to-measure';
import { allDevices, storyPageFolder } from '../support/tastic';

const tips = [
  { tipHeadline: 'Brustumfang', tipText: 'Messen Sie waagerecht an der stärksten Stelle der Brust.' },
  { tipHeadline: 'Bundweite', tipText: 'Messen Sie in Höhe des Bauchnabels, ohne das Maßband zu straffen.' },
  { tipHeadline: 'Innenbeinlänge', tipText: 'Vom Schritt bis zum Boden, ohne Schuhe.' },
];

const meta = {
  title: 'Tastics/Product/How to measure',
  component: HowToMeasure,
  parameters: { tasticType: 'hirmer/product/how-to-measure' },
  args: {
    tasticId: 'story-how-to-measure',
    pageFolder: storyPageFolder,
    data: { ...allDevices, tips, hotlines: [{ language: 'de', phone: '+49 89 236 83 0' }] },
  },
} satisfies Meta<typeof HowToMeasure>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
export const WithoutHotlineInEnglish: StoryObj<typeof meta> = { globals: { locale: 'en_GB' } };
