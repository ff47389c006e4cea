import type { DemoBackendInfo, DemoControl, DemoText } from '@contract/demo/demo-control.schema';
import { createContext, useContext } from 'react';

/**
 * What the embedded mock backend tells the app about the running demo. Only
 * mock and demo builds have one; `src/main.tsx` receives it from the mock
 * backend's dynamic start, so nothing here imports mock code.
 */
export type DemoInfo = DemoBackendInfo & {
  /** The scenario panel's handle on the mock backend (clock, admin actions, faults, log); null in unit tests of screens. */
  control: DemoControl | null;
};

/** Null outside mock and demo builds. */
export const DemoContext = createContext<DemoInfo | null>(null);

export const useDemo = (): DemoInfo | null => useContext(DemoContext);

/** The text in the reader's language; Vietnamese, the default, for any other. */
export const demoTextIn = (text: DemoText, language: string): string => (language === 'en' ? text.en : text.vi);

/**
 * The CSS property the scenario panel sets on the document while its button shows: the height it
 * takes at the bottom of the screen. The layouts leave that much room below their last content.
 */
export const DEMO_CLEARANCE_PROPERTY = '--demo-panel-clearance';

/** The room to leave at the bottom of the screen (zero without the demo panel), as a CSS length. */
export const DEMO_CLEARANCE = `var(${DEMO_CLEARANCE_PROPERTY}, 0px)`;
