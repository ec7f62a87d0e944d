import { Suspense } from 'react';
import type { AdminSectionKey } from '../../../shared/admin-messages';
import { PageLoading } from '../../components/PageLoading';
import { StandalonePage } from './StandalonePage';
import { sectionComponent } from './sections';

/** A section of the dashboard at its own address: /StepForm and /AchievementForm (SPEC 2.1). */
export function standaloneSection(key: AdminSectionKey) {
  const Section = sectionComponent(key);
  return function StandaloneSection() {
    return (
      <StandalonePage>
        <Suspense fallback={<PageLoading />}>
          <Section />
        </Suspense>
      </StandalonePage>
    );
  };
}
