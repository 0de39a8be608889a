import type { DeviceVisibility } from './page-model';

/** CSS classes hiding an element on the devices it is switched off for (the shop's styles define them). */
export function visibilityClasses({ mobile, tablet, desktop }: Partial<DeviceVisibility>): string {
  return [mobile === false && 'hide-mobile', tablet === false && 'hide-tablet', desktop === false && 'hide-desktop'].filter(Boolean).join(' ');
}
