// First: the render counter must be in place before react-dom loads.
import './react-renders';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
