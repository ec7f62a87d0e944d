/**
 * The shape of the demo company's content. `demo-content/` fills it; `seed.ts` stores it,
 * rendering each `art` description to a real image through the upload pipeline.
 */

/** How a seed image is drawn: `illustrations/` turns this into an SVG string. */
export type Art =
  | { kind: 'scene'; motif: SceneMotif; palette: Palette; label?: string }
  | { kind: 'portrait'; palette: Palette; initials: string; hair: 'short' | 'long' | 'bun' | 'none' }
  | { kind: 'step'; motif: StepMotif; palette: Palette };

export type SceneMotif =
  | 'code'
  | 'mobile'
  | 'design'
  | 'marketing'
  | 'cloud'
  | 'data'
  | 'security'
  | 'commerce'
  | 'ai'
  | 'team'
  | 'growth'
  | 'health'
  | 'travel'
  | 'food'
  | 'education'
  | 'finance';

export type StepMotif = 'discover' | 'plan' | 'build' | 'launch';

export type Palette = 'indigo' | 'teal' | 'amber' | 'rose' | 'violet' | 'sky' | 'emerald' | 'slate';

export interface DemoService {
  name: string;
  description: string;
  art: Art;
}

export interface DemoProduct {
  name: string;
  description: string;
  link?: string;
  style: 'white' | 'black-img-white-text' | 'other';
  art: Art;
}

export interface DemoTeamMember {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female' | 'Other';
  role: string;
  description: string;
  email: string;
  linkedin?: string;
  dribbble?: string;
  art: Art;
}

export interface DemoGrowthStep {
  number: number;
  title: string;
  description: string;
  art: Art;
}

export interface DemoBlog {
  title: string;
  category: 'Technology' | 'Business' | 'Health' | 'Travel' | 'Food' | 'Lifestyle' | 'Other';
  status: 'draft' | 'published';
  author: string;
  /** minutes */
  duration: number;
  tags: string[];
  /** The line under the title: its own words, not the opening of the first paragraph, and never cut short. */
  excerpt: string;
  /** Real HTML: h2/h3, p, ul/ol, a (https), blockquote, strong/em. No scripts, no inline styles. */
  content: string;
  /** Days before the seed runs, so dates spread over the past months. */
  daysAgo: number;
  art: Art;
}

export interface DemoContent {
  companyName: string;
  services: DemoService[];
  products: DemoProduct[];
  team: DemoTeamMember[];
  growthSteps: DemoGrowthStep[];
  stats: {
    headline: string;
    description: string;
    loyalClients: number;
    experts: number;
    yearsExperience: number;
    techAwards: number;
  };
  about: { title: string; description: string; aboutTitle: string; aboutDescription: string };
  achievements: {
    title: string;
    description: string;
    statistics: { projectsCompleted: number; yearOnYearGrowth: number; funded: number; downloads: number };
    /** ISO date, YYYY-MM-DD */
    date: string;
  }[];
  companyValues: { headline: string; sections: { title: string; description: string }[] };
  contactInfo: { email: string; location: string; phone: string; hours: string };
  terms: { title: string; intro: string; sections: { title: string; content: string }[] };
  refund: {
    title: string;
    description: string;
    items: { heading: string; description: string; points: string[] }[];
  };
  privacy: { sections: { title: string; content: string }[] };
  blogs: DemoBlog[];
  contactSubmissions: { firstName: string; lastName: string; email: string; number: string; message: string }[];
}
