import {
  ArchiveRestore,
  BadgeInfo,
  BarChart3,
  ChartLine,
  ClipboardList,
  FileText,
  Gem,
  Images,
  Info,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  MailCheck,
  Newspaper,
  Package,
  Receipt,
  ScrollText,
  Shield,
  SlidersHorizontal,
  Sparkles,
  TrendingUp,
  Trophy,
  UserCog,
  Users,
  Wrench,
  X,
} from 'lucide-react';
import { ADMIN_FRAME, ADMIN_SECTIONS, type AdminSectionKey } from '../../../shared/admin-messages';
import { useConfirm } from '../components/ConfirmDialog';
import { hasUnsavedChanges } from '../components/unsaved';

const ICONS: Record<AdminSectionKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  products: Package,
  services: Wrench,
  state: BarChart3,
  stateForm: SlidersHorizontal,
  blogs: Newspaper,
  team: Users,
  userSubmissions: Mail,
  AchievementForm: Trophy,
  ContactInfoForm: ClipboardList,
  StepForm: TrendingUp,
  AboutForm: BadgeInfo,
  About: Info,
  companyValues: Gem,
  terms: FileText,
  refund: Receipt,
  privacy: Shield,
  trash: ArchiveRestore,
  activity: ScrollText,
  staff: UserCog,
  media: Images,
  subscribers: MailCheck,
  analytics: ChartLine,
};

interface Props {
  /** The sections the signed-in person's role may see: only those are offered. */
  sections: readonly AdminSectionKey[];
  current: AdminSectionKey;
  open: boolean;
  onSelect: (key: AdminSectionKey) => void;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * The sections of the back office. Always in view on wide screens; on small ones it slides in over
 * the page (with an overlay behind it) when the menu button opens it.
 */
export function Sidebar({ sections, current, open, onSelect, onClose, onLogout }: Props) {
  const confirm = useConfirm();
  // Leaving a form with unsaved changes asks first, as closing the page does.
  const leave = async (then: () => void) => {
    if (hasUnsavedChanges() && !(await confirm(ADMIN_FRAME.leaveUnsaved, { confirmLabel: ADMIN_FRAME.leave }))) return;
    then();
  };
  return (
    <>
      {open && (
        <button
          type="button"
          aria-label={ADMIN_FRAME.closeMenu}
          tabIndex={-1}
          onClick={onClose}
          data-testid="sidebar-overlay"
          className="fixed inset-0 z-30 bg-ink-900/50 lg:hidden"
        />
      )}
      <aside
        id="admin-sidebar"
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-ink-900 text-slate-300 transition-transform duration-200 lg:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full max-lg:invisible'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-5">
          <span className="flex items-center gap-2 text-lg font-bold text-white">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm">
              <Sparkles className="size-4" />
            </span>
            {ADMIN_FRAME.brand}
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label={ADMIN_FRAME.closeMenu}
            className="rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white lg:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={ADMIN_FRAME.sectionsNav} className="flex-1 overflow-y-auto px-3 pb-4">
          <ul className="space-y-0.5">
            {ADMIN_SECTIONS.filter(({ key }) => sections.includes(key)).map(({ key, label }) => {
              const Icon = ICONS[key];
              const active = key === current;
              return (
                <li key={key}>
                  <button
                    type="button"
                    aria-current={active ? 'page' : undefined}
                    onClick={() => (active ? onSelect(key) : void leave(() => onSelect(key)))}
                    className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-400 ${
                      active ? 'bg-brand-600 text-white' : 'hover:bg-white/5 hover:text-white'
                    }`}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-white/10 p-3">
          <button
            type="button"
            onClick={() => void leave(onLogout)}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {ADMIN_FRAME.logout}
          </button>
        </div>
      </aside>
    </>
  );
}
