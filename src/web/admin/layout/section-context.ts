import { createContext, useContext } from 'react';
import type { AdminSectionKey } from '../../../shared/admin-messages';

export interface SectionSwitch {
  section: AdminSectionKey;
  /** Show another section; the URL stays /admin (SPEC 2.8). */
  go: (section: AdminSectionKey) => void;
}

export const SectionContext = createContext<SectionSwitch | null>(null);

/**
 * The section switch, for sections that lead to another (the stats view opens the stats form).
 * Outside the dashboard frame (the standalone /StepForm and /AchievementForm) it is null.
 */
export const useSectionSwitch = () => useContext(SectionContext);
