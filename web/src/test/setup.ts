import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads matchMedia for responsive components; happy-dom has it, but keep one stable answer.
afterEach(() => cleanup());
