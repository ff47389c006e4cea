import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for a condition; their 1 s default is a wall-clock bet that a loaded
// machine loses (a screen that renders in 50 ms on a quiet one can take seconds).
configure({ asyncUtilTimeout: 30_000 });
