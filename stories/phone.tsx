/** A story decorator that renders the component in a phone-wide (390 px) frame. */
import type { Decorator } from '@storybook/react-vite';

export const PHONE_WIDTH_PX = 390;

export const phoneWidth: Decorator = (Story) => (
  <div style={{ width: PHONE_WIDTH_PX }}>
    <Story />
  </div>
);
