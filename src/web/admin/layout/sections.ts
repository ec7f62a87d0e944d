/**
 * Which module draws each section. Each is its own chunk, fetched when the section is first opened,
 * so the editor and the charts load only with the sections that use them.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminSectionKey } from '../../../shared/admin-messages';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders: Record<AdminSectionKey, Loader> = {
  dashboard: () => import('../dashboard/DashboardSection'),
  products: () => import('../products/ProductsSection'),
  services: () => import('../services/ServicesSection'),
  state: () => import('../stats/StatsViewSection'),
  stateForm: () => import('../stats/StatsFormSection'),
  blogs: () => import('../blogs/BlogsSection'),
  team: () => import('../team/TeamSection'),
  userSubmissions: () => import('../submissions/SubmissionsSection'),
  AchievementForm: () => import('../achievements/AchievementsSection'),
  ContactInfoForm: () => import('../contact-info/ContactInfoSection'),
  StepForm: () => import('../growth-steps/GrowthStepsSection'),
  AboutForm: () => import('../about/AboutFormSection'),
  About: () => import('../about/AboutPreviewSection'),
  companyValues: () => import('../company-values/CompanyValuesSection'),
  terms: () => import('../legal/TermsSection'),
  refund: () => import('../legal/RefundSection'),
  privacy: () => import('../legal/PrivacySection'),
  trash: () => import('../history/TrashSection'),
  activity: () => import('../history/ActivitySection'),
  staff: () => import('../staff/StaffSection'),
  media: () => import('../media/MediaSection'),
  subscribers: () => import('../subscribers/SubscribersSection'),
  analytics: () => import('../analytics/AnalyticsSection'),
};

const cache = new Map<AdminSectionKey, LazyExoticComponent<ComponentType>>();

export function sectionComponent(key: AdminSectionKey) {
  let component = cache.get(key);
  if (!component) {
    component = lazy(loaders[key]);
    cache.set(key, component);
  }
  return component;
}
