import type { Meta, StoryObj } from '@storybook/react-vite';
import LocationMap from '../../tastics/listing/location-map';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Listing/Location map',
  component: LocationMap,
  parameters: { tasticType: 'hirmer/listing/location-map' },
  args: { tasticId: 'story-location-map', pageFolder: storyPageFolder, data: { ...allDevices, lat: 48.13743, lng: 11.57549, height: 320, nativeMarker: true } },
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OwnPin: Story = { args: { data: { ...allDevices, lat: 48.13743, lng: 11.57549, height: 320, nativeMarker: false } } };
