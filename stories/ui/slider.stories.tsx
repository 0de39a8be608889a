import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from '../../src/ui/Slider';

const tile = (i: number) => (
  <div key={i} style={{ height: 160, display: 'grid', placeItems: 'center', background: `hsl(${(i * 47) % 360} 35% 85%)`, fontSize: 32 }}>
    {i + 1}
  </div>
);

/** The one carousel (keen-slider) every slider of the SDK is built on. */
const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Demo', slides: Array.from({ length: 8 }, (_, i) => tile(i)), perView: 3, spacing: 16 },
} satisfies Meta<typeof Slider>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Pages: Story = { args: { pagination: true } };
export const PerBreakpoint: Story = { args: { perView: { xs: 1.5, md: 2.5, lg: 3.5 }, stepBy: 'slide' } };
export const AutoplayLoop: Story = { args: { perView: 1, loop: true, autoplayMs: 4000, spacing: 20, pagination: true } };
export const FitsInView: Story = { args: { slides: Array.from({ length: 2 }, (_, i) => tile(i)) } };
