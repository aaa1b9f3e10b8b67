import type { Preview } from '@storybook/react-vite';

const preview: Preview = {};
export default preview;
