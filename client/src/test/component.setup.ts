import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts on an empty page: Testing Library unmounts what the last one rendered.
afterEach(cleanup);

// jsdom lays nothing out, so it has no scrolling; the error summary scrolls a field's label into view.
Element.prototype.scrollIntoView = () => {};
