import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { ABOUT_WORDS as W } from '../../../shared/admin-words/singles';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { AboutForm } from './AboutForm';
import { useAboutUs } from './api';

/**
 * 'About Us': the About Section Form. A failed load shows the error instead of an empty form, so that
 * saving cannot add a second record beside one that merely failed to arrive.
 */
export default function AboutFormSection() {
  const about = useAboutUs();
  return (
    <>
      <SectionHeader title={W.formTitle} intro={W.formIntro} />
      {about.isPending ? (
        <LoadingState text={W.loading} />
      ) : about.isError ? (
        <ErrorState title={ADMIN_OUTCOMES.aboutLoadFailed} onRetry={() => void about.refetch()} />
      ) : (
        <Panel>
          <AboutForm key={about.data ? `${about.data._id}:${about.data.updatedAt}` : 'new'} record={about.data} />
        </Panel>
      )}
    </>
  );
}
