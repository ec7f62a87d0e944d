import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { TeamMember } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import type { Block } from '../page';
import { Section } from '../shared/Section';
import { teamCard } from './rules';
import { DribbbleIcon, LinkedInIcon } from './SocialIcons';
import { ABOUT_STRINGS } from './strings';

/** The placeholder's own size (square), used when a member has no stored image. */
const PLACEHOLDER_SIZE = 800;
const socialLink =
  'grid size-9 place-items-center rounded-full border border-ink-900/10 text-ink-500 transition hover:border-brand-600 hover:text-brand-700';

function TeamCard({ member }: { member: TeamMember }) {
  const card = teamCard(member);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm">
      <Img
        src={card.imageUrl}
        srcSet={member.imageSrcset}
        fallback={card.placeholder}
        sizes="(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
        width={member.imageWidth ?? PLACEHOLDER_SIZE}
        height={member.imageHeight ?? PLACEHOLDER_SIZE}
        alt={card.imageAlt ?? (card.name ? ABOUT_STRINGS.portrait(card.name) : '')}
        className="aspect-[4/3] w-full bg-brand-50 object-cover sm:aspect-square"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-semibold text-ink-900">{card.name}</h3>
        <p className="mt-1 text-sm font-medium text-brand-700">{card.role}</p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-500">{card.description}</p>
        <div className="mt-6 flex gap-2">
          <a
            href={card.linkedin}
            className={socialLink}
            aria-label={
              card.companyLinkedin
                ? ABOUT_STRINGS.companyOnLinkedIn
                : ABOUT_STRINGS.onLinkedIn(card.name || PUBLIC_MESSAGES.teamDefaultRole)
            }
            rel="noopener noreferrer"
            target="_blank"
          >
            <LinkedInIcon className="size-4" />
          </a>
          <a
            href={card.dribbble}
            className={socialLink}
            aria-label={
              card.companyDribbble
                ? ABOUT_STRINGS.companyOnDribbble
                : ABOUT_STRINGS.onDribbble(card.name || PUBLIC_MESSAGES.teamDefaultRole)
            }
            rel="noopener noreferrer"
            target="_blank"
          >
            <DribbbleIcon className="size-4" />
          </a>
        </div>
      </div>
    </li>
  );
}

/** The team grid (SPEC 2.4), or the block's error; nothing when there is no one to show. */
export function TeamGrid({ team }: { team: Block<TeamMember[]> }) {
  if (team.ok && team.data.length === 0) return null;
  return (
    <Section
      id="team"
      tone="tint"
      eyebrow={ABOUT_STRINGS.teamEyebrow}
      title={ABOUT_STRINGS.teamTitle}
      intro={ABOUT_STRINGS.teamIntro}
    >
      {team.ok ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.data.map((member) => (
            <TeamCard key={member._id} member={member} />
          ))}
        </ul>
      ) : (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-700">
          <p className="font-semibold">{PUBLIC_MESSAGES.teamErrorTitle}</p>
          <p className="mt-1">{PUBLIC_MESSAGES.teamErrorText}</p>
        </div>
      )}
    </Section>
  );
}
