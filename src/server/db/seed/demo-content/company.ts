/** The demo company itself: what it sells, who works there, and the messages it has received. */
import type { DemoContent, DemoGrowthStep, DemoProduct, DemoService, DemoTeamMember } from '../types';
import { prose } from './prose';

export const companyName = 'Kestrel Digital';

export const services: DemoService[] = [
  {
    name: 'Web Development',
    description: prose`We build fast, secure websites and web applications on well-supported frameworks, from
      marketing sites your editors can update themselves to customer portals and internal tools used by thousands
      of people a day.`,
    art: { kind: 'scene', motif: 'code', palette: 'indigo' },
  },
  {
    name: 'Mobile App Development',
    description: prose`Native and cross-platform apps for iOS and Android, designed around how people really use
      them, with offline support, push notifications, analytics and a clear path through app store review.`,
    art: { kind: 'scene', motif: 'mobile', palette: 'sky' },
  },
  {
    name: 'UI/UX Design',
    description: prose`Research-led product design that turns complex workflows into screens people understand on
      first use. We deliver tested prototypes, accessible design systems and developer-ready specifications, not just
      attractive mockups.`,
    art: { kind: 'scene', motif: 'design', palette: 'violet' },
  },
  {
    name: 'Digital Marketing',
    description: prose`Search, paid media, content and email campaigns measured against revenue rather than vanity
      metrics. We fix your tracking first, then test channels methodically and report what actually brings in
      qualified leads.`,
    art: { kind: 'scene', motif: 'marketing', palette: 'rose' },
  },
  {
    name: 'Cloud & DevOps',
    description: prose`Cloud architecture, zero-downtime migrations and automated delivery pipelines that let your
      team release several times a week with confidence, with monitoring, backups and cost controls set up from day
      one.`,
    art: { kind: 'scene', motif: 'cloud', palette: 'teal' },
  },
  {
    name: 'Data & AI',
    description: prose`Data pipelines, reporting dashboards and practical AI features such as document search,
      summaries and demand forecasting. We start with the decisions you need to make, then build the data
      foundations to support them.`,
    art: { kind: 'scene', motif: 'data', palette: 'amber' },
  },
];

export const products: DemoProduct[] = [
  {
    name: 'Ledgerly',
    description: prose`Invoicing and cash-flow forecasting for small professional firms. Ledgerly sends invoices,
      follows up on late payments automatically and projects the next 90 days of cash, so owners spot trouble weeks
      before it reaches the bank account.`,
    style: 'white',
    art: { kind: 'scene', motif: 'finance', palette: 'indigo' },
  },
  {
    name: 'CampusHub',
    description: prose`A school management platform that independent schools and small districts use to run
      admissions, attendance, gradebooks and parent messaging in one place, with separate access for staff,
      students and families.`,
    style: 'black-img-white-text',
    art: { kind: 'scene', motif: 'education', palette: 'teal' },
  },
  {
    name: 'Routewise',
    description: prose`Dispatch and delivery tracking for regional fleets. Dispatchers plan routes on the web while
      drivers use a mobile app that works offline, captures proof of delivery and sends customers live arrival
      times.`,
    style: 'other',
    art: { kind: 'scene', motif: 'travel', palette: 'sky' },
  },
  {
    name: 'ShelfSense',
    description: prose`Inventory forecasting for multi-location retailers. ShelfSense combines sales history,
      seasonality and supplier lead times to recommend reorder quantities for each store, cutting stockouts without
      tying up cash in excess stock.`,
    style: 'white',
    art: { kind: 'scene', motif: 'commerce', palette: 'amber' },
  },
  {
    name: 'CareLink',
    description: prose`Patient scheduling and telehealth for outpatient clinics. Patients book and reschedule online,
      get text reminders and join secure video visits, while front-desk staff manage calendars across providers and
      locations.`,
    style: 'black-img-white-text',
    art: { kind: 'scene', motif: 'health', palette: 'emerald' },
  },
  {
    name: 'Forkline',
    description: prose`Online ordering and table reservations for independent restaurants: a branded ordering site,
      kitchen display screens and commission-free pickup orders that flow straight into the restaurant's existing
      point-of-sale system.`,
    style: 'other',
    art: { kind: 'scene', motif: 'food', palette: 'rose' },
  },
];

export const team: DemoTeamMember[] = [
  {
    firstName: 'Marcus',
    lastName: 'Whitfield',
    gender: 'Male',
    role: 'Chief Executive Officer',
    description: prose`Marcus founded Kestrel Digital in 2010 after a decade leading engineering teams at software
      consultancies. He works directly with clients on strategy and still reads every proposal before it goes out.`,
    email: 'marcus.whitfield@kestreldigital.example',
    linkedin: 'https://www.linkedin.com/in/marcus-whitfield-kestrel',
    art: { kind: 'portrait', palette: 'slate', initials: 'MW', hair: 'short' },
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    gender: 'Female',
    role: 'Chief Technology Officer',
    description: prose`Priya sets the architecture and engineering standards for every project. She specializes in
      web performance and distributed systems and has guided the technical direction of more than a hundred client
      launches.`,
    email: 'priya.raman@kestreldigital.example',
    linkedin: 'https://www.linkedin.com/in/priya-raman-kestrel',
    art: { kind: 'portrait', palette: 'violet', initials: 'PR', hair: 'long' },
  },
  {
    firstName: 'Elena',
    lastName: 'Vasquez',
    gender: 'Female',
    role: 'Lead Product Designer',
    description: prose`Elena runs our design practice, from user research to design systems. A committed advocate for
      accessibility, she has built design systems for healthcare, education and retail clients.`,
    email: 'elena.vasquez@kestreldigital.example',
    linkedin: 'https://www.linkedin.com/in/elena-vasquez-design',
    dribbble: 'https://dribbble.com/elenavasquez',
    art: { kind: 'portrait', palette: 'rose', initials: 'EV', hair: 'bun' },
  },
  {
    firstName: 'Jonah',
    lastName: 'Brandt',
    gender: 'Male',
    role: 'Head of Mobile',
    description: prose`Jonah leads our mobile team and has shipped more than thirty apps to both major app stores. He
      cares about offline-first design, smooth animations and release processes that never need a weekend.`,
    email: 'jonah.brandt@kestreldigital.example',
    linkedin: 'https://www.linkedin.com/in/jonah-brandt-mobile',
    dribbble: 'https://dribbble.com/jonahbrandt',
    art: { kind: 'portrait', palette: 'sky', initials: 'JB', hair: 'short' },
  },
  {
    firstName: 'Naomi',
    lastName: 'Fischer',
    gender: 'Female',
    role: 'Director of Digital Marketing',
    description: prose`Naomi helps clients connect marketing spend to revenue. She built our analytics practice and
      leads campaign strategy for business-to-business and local service companies.`,
    email: 'naomi.fischer@kestreldigital.example',
    linkedin: 'https://www.linkedin.com/in/naomi-fischer-marketing',
    art: { kind: 'portrait', palette: 'amber', initials: 'NF', hair: 'long' },
  },
  {
    firstName: 'Tomás',
    lastName: 'Reyes',
    gender: 'Male',
    role: 'Cloud & DevOps Lead',
    description: prose`Tomás designs the infrastructure behind our clients' products and has led more than forty
      zero-downtime cloud migrations. He believes in boring deployments, sensible alerts and cloud bills without
      surprises.`,
    email: 'tomas.reyes@kestreldigital.example',
    art: { kind: 'portrait', palette: 'teal', initials: 'TR', hair: 'none' },
  },
];

export const growthSteps: DemoGrowthStep[] = [
  {
    number: 1,
    title: 'Discover',
    description: prose`We start with workshops and interviews to understand your business, your users and what
      success looks like, then turn what we learn into clear goals and measurable outcomes.`,
    art: { kind: 'step', motif: 'discover', palette: 'sky' },
  },
  {
    number: 2,
    title: 'Plan',
    description: prose`We map the scope, architecture and timeline, prioritize features for the first release and
      give you a transparent budget with every assumption written down.`,
    art: { kind: 'step', motif: 'plan', palette: 'violet' },
  },
  {
    number: 3,
    title: 'Build',
    description: prose`Our designers and engineers work in two-week sprints with a live demo at the end of each one,
      so you see real progress and can adjust priorities as you learn.`,
    art: { kind: 'step', motif: 'build', palette: 'amber' },
  },
  {
    number: 4,
    title: 'Launch',
    description: prose`We handle testing, deployment and app store releases, watch closely after go-live and keep
      improving the product based on real usage data.`,
    art: { kind: 'step', motif: 'launch', palette: 'emerald' },
  },
];

export const stats: DemoContent['stats'] = {
  headline: 'Helping Growing Businesses Ship Software That Lasts',
  description: prose`For over 15 years we have designed, built and supported digital products for startups,
    schools, clinics and retailers. Most of our clients have worked with us for more than three years.`,
  loyalClients: 140,
  experts: 42,
  yearsExperience: 15,
  techAwards: 12,
};

export const about: DemoContent['about'] = {
  title: 'Building Reliable Tech Solutions for Growing Businesses',
  description: prose`Kestrel Digital is a software and digital-services company that designs, builds and grows web
    and mobile products. Since 2010 we have partnered with more than 140 clients, from first-time founders to
    established regional brands. Strategy, design, engineering and marketing sit in one accountable team.`,
  aboutTitle: 'Senior People, Honest Advice, Work That Lasts',
  aboutDescription: prose`Our 42 designers, engineers and marketers work in small, stable teams, so the people who
    plan your project are the people who build it. We are based in Portland, Oregon, and work with clients across
    North America. We measure our success by how long clients stay with us, and most stay for years.`,
};

export const achievements: DemoContent['achievements'] = [
  {
    title: '2025 Year in Review',
    description: prose`A record year: we delivered our 320th project, grew revenue 38% year over year, saw clients
      raise $2.5 million on products we built, and passed 1.2 million downloads across client apps.`,
    statistics: { projectsCompleted: 320, yearOnYearGrowth: 38, funded: 2500000, downloads: 1200000 },
    date: '2025-12-31',
  },
  {
    title: 'First Quarter 2026 Milestones',
    description: prose`In the first quarter of 2026 we launched CampusHub 3.0, formed a second delivery team for
      data and AI work, and crossed 1.4 million total downloads across the apps we build and maintain.`,
    statistics: { projectsCompleted: 338, yearOnYearGrowth: 41, funded: 3100000, downloads: 1400000 },
    date: '2026-03-31',
  },
];

export const companyValues: DemoContent['companyValues'] = {
  headline: 'The Principles Behind Every Project',
  sections: [
    {
      title: 'Clarity Over Cleverness',
      description: prose`We write plain proposals, readable code and honest status reports. If something is
        complicated, we explain it until it is not.`,
    },
    {
      title: 'Ship in Small Steps',
      description: prose`We release working software early and often, because real feedback beats long
        specifications. Every sprint ends with a demo.`,
    },
    {
      title: 'Own the Outcome',
      description: prose`We judge our work by the results clients see after launch, not by hours billed or the
        number of features delivered.`,
    },
    {
      title: 'Accessible by Default',
      description: prose`Everything we design and build targets WCAG 2.2 AA from day one, because products should
        work for everyone who needs them.`,
    },
    {
      title: 'Honest Estimates',
      description: prose`We share budgets with their assumptions spelled out and raise risks as soon as we see
        them, even when the news is unwelcome.`,
    },
    {
      title: 'Keep Learning',
      description: prose`Every team member has dedicated learning time and an annual training budget, and we share
        what we learn in open internal sessions.`,
    },
  ],
};

export const contactInfo: DemoContent['contactInfo'] = {
  email: 'hello@kestreldigital.example',
  location: '1420 Harbor View Drive, Suite 300, Portland, OR 97209',
  phone: '+1 (503) 555-0148',
  hours: 'Mon – Fri, 9:00 AM – 6:00 PM',
};

export const contactSubmissions: DemoContent['contactSubmissions'] = [
  {
    firstName: 'Maria',
    lastName: 'Chen',
    email: 'maria.chen@northfieldbakery.example',
    number: '(503) 555-0192',
    message: prose`Hi, we run three bakery locations in Portland and want to add online ordering for pickup. We saw
      Forkline on your site. Could we set up a demo next week? Mornings work best for us.`,
  },
  {
    firstName: 'David',
    lastName: 'Osei',
    email: 'd.osei@brightpathlearning.example',
    number: '(206) 555-0117',
    message: prose`We are a charter school network with about 4,200 students, reviewing school management platforms
      for the next school year. Could you send pricing for CampusHub and let us know whether it can import our
      existing gradebook data?`,
  },
  {
    firstName: 'Rachel',
    lastName: 'Abernathy',
    email: 'rachel@abernathylaw.example',
    number: '(971) 555-0164',
    message: prose`Our firm's website is eight years old and does not work well on phones. We need a redesign with a
      secure intake form for new clients. Our budget is around $25,000. What would a realistic timeline look like?`,
  },
  {
    firstName: 'Kevin',
    lastName: 'Larsen',
    email: 'kevin.larsen@tidewaterfreight.example',
    number: '(360) 555-0139',
    message: prose`We plan to move our dispatch system off two aging on-premise servers and cannot take it down
      during business hours. Do you offer a migration assessment as a standalone engagement, and roughly how long
      does one take?`,
  },
];
