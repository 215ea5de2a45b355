import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts on an empty page: Testing Library unmounts what the last one rendered.
afterEach(cleanup);

// jsdom lays nothing out, so it has no scrolling; the error summary scrolls a field's label into view.
Element.prototype.scrollIntoView = () => {};

// waitFor and the findBy queries give up after 4 s, not 1 s (and within a test's 5 s): on a busy machine (CI runs
// two test processes on two cores) the frames that add the match page's cards a batch at a time took over a second.
configure({ asyncUtilTimeout: 4_000 });
