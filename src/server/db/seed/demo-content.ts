import type { DemoContent } from './types.js';

/**
 * Joins a template literal wrapped over several source lines into one line of plain text,
 * so long descriptions stay readable here without putting line breaks into the stored text.
 */
function prose(strings: TemplateStringsArray): string {
  return strings.join('').replace(/\s+/g, ' ').trim();
}

export const demoContent: DemoContent = {
  companyName: 'Kestrel Digital',

  services: [
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
  ],

  products: [
    {
      name: 'Ledgerly',
      description: prose`Invoicing and cash-flow forecasting for small professional firms. Ledgerly sends invoices,
        follows up on late payments automatically and projects the next 90 days of cash, so owners spot trouble weeks
        before it reaches the bank account.`,
      link: 'https://ledgerly.example',
      style: 'white',
      art: { kind: 'scene', motif: 'finance', palette: 'indigo' },
    },
    {
      name: 'CampusHub',
      description: prose`A school management platform that independent schools and small districts use to run
        admissions, attendance, gradebooks and parent messaging in one place, with separate access for staff,
        students and families.`,
      link: 'https://campushub.example',
      style: 'black-img-white-text',
      art: { kind: 'scene', motif: 'education', palette: 'teal' },
    },
    {
      name: 'Routewise',
      description: prose`Dispatch and delivery tracking for regional fleets. Dispatchers plan routes on the web while
        drivers use a mobile app that works offline, captures proof of delivery and sends customers live arrival
        times.`,
      link: 'https://routewise.example',
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
      link: 'https://carelink.example',
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
  ],

  team: [
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
  ],

  growthSteps: [
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
  ],

  stats: {
    headline: 'Helping Growing Businesses Ship Software That Lasts',
    description: prose`For over 15 years we have designed, built and supported digital products for startups,
      schools, clinics and retailers. Most of our clients have worked with us for more than three years.`,
    loyalClients: 850,
    experts: 42,
    yearsExperience: 15,
    techAwards: 12,
  },

  about: {
    title: 'Building Reliable Tech Solutions for Growing Businesses',
    description: prose`Kestrel Digital is a software and digital-services company that designs, builds and grows web
      and mobile products. Since 2010 we have partnered with more than 850 clients, from first-time founders to
      established regional brands. Strategy, design, engineering and marketing sit in one accountable team.`,
    aboutTitle: 'Senior People, Honest Advice, Work That Lasts',
    aboutDescription: prose`Our 42 designers, engineers and marketers work in small, stable teams, so the people who
      plan your project are the people who build it. We are based in Portland, Oregon, and work with clients across
      North America. We measure our success by how long clients stay with us, and most stay for years.`,
  },

  achievements: [
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
  ],

  companyValues: {
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
  },

  contactInfo: {
    email: 'hello@kestreldigital.example',
    location: '1420 Harbor View Drive, Suite 300, Portland, OR 97209',
    phone: '+1 (503) 555-0148',
    hours: 'Mon – Fri, 9:00 AM – 6:00 PM',
  },

  terms: {
    title: 'Terms of Service',
    intro: prose`These Terms of Service govern your use of the Kestrel Digital website and any services we provide to
      you. By using the website or engaging our services, you agree to these terms. Where a signed statement of work
      says something different, the statement of work takes precedence.`,
    sections: [
      {
        title: 'Acceptance of Terms',
        content: prose`By accessing this website or signing a proposal with Kestrel Digital, you confirm that you have
          read and accept these terms. If you are accepting on behalf of a company, you confirm that you have the
          authority to bind that company. If you do not agree, please do not use the website or our services.`,
      },
      {
        title: 'Our Services',
        content: prose`Kestrel Digital provides software development, design, marketing, cloud and data services as
          described in individual proposals or statements of work. Each engagement is defined by a written scope,
          timeline and fee. Work outside the agreed scope is handled through a written change request that both
          parties approve.`,
      },
      {
        title: 'Client Responsibilities',
        content: prose`You agree to give us timely access to the information, content, systems and decision-makers
          needed to complete the work. Delays in feedback or approvals may affect timelines and fees. You are
          responsible for making sure that any materials you supply do not infringe the rights of others.`,
      },
      {
        title: 'Fees and Payment',
        content: prose`Fees and payment schedules are set out in each statement of work and are billed in US dollars.
          Unless agreed otherwise, invoices are due within 30 days of the invoice date. We may pause work on accounts
          more than 30 days overdue after giving written notice.`,
      },
      {
        title: 'Intellectual Property',
        content: prose`Once an invoice is paid in full, you own the custom code, designs and content we created
          specifically for your project under it. We keep ownership of our pre-existing tools, libraries and methods,
          and grant you a perpetual license to use them as part of the delivered work. Open-source components remain
          subject to their own licenses.`,
      },
      {
        title: 'Confidentiality',
        content: prose`Both parties agree to keep confidential any non-public business, technical or financial
          information received from the other. This obligation continues for three years after the engagement ends.
          It does not apply to information that is already public or that was developed independently.`,
      },
      {
        title: 'Warranties and Limitation of Liability',
        content: prose`We perform our services with reasonable skill and care, and we fix defects reported within 60
          days of launch at no charge. Except where the law requires otherwise, our total liability for any claim is
          limited to the fees paid under the relevant statement of work in the twelve months before the claim.`,
      },
      {
        title: 'Termination and Governing Law',
        content: prose`Either party may end an engagement with 30 days of written notice, and you pay for work
          completed up to the termination date. We hand over all paid-for work in progress within ten business days.
          These terms are governed by the laws of the State of Oregon; questions can be sent to
          legal@kestreldigital.example.`,
      },
    ],
  },

  refund: {
    title: 'Refund Policy',
    description: prose`We want every client to feel confident about what they pay for. This policy explains when
      refunds are available for our services and software subscriptions, and how to request one.`,
    items: [
      {
        heading: 'Discovery and Strategy Engagements',
        description: 'Discovery work is billed as a fixed fee and delivered in stages.',
        points: [
          'If you cancel before the workshop takes place, we refund 100% of the fee.',
          'If you cancel after the workshop but before the report is delivered, we refund 50% of the fee.',
          'Once the discovery report has been delivered, the fee is non-refundable.',
        ],
      },
      {
        heading: 'Project Milestones',
        description: prose`Design and development projects are paid by milestone, and each milestone has acceptance
          criteria agreed in advance.`,
        points: [
          'You have 10 business days to review each milestone against its acceptance criteria.',
          'If a milestone does not meet the criteria, we fix it at no cost before the next invoice is due.',
          'If we still cannot meet the criteria after two rounds of fixes, you may ask for a refund of that milestone.',
        ],
      },
      {
        heading: 'Software Subscriptions',
        description: 'Our products, such as Ledgerly, CampusHub and Routewise, are sold on monthly or annual plans.',
        points: [
          'Monthly plans can be canceled at any time and stay active until the end of the billing period.',
          'Annual plans are refunded in full if canceled within 30 days of purchase.',
          'After 30 days, annual plans are refunded pro rata for unused full months on request.',
        ],
      },
      {
        heading: 'Retainers and Marketing Services',
        description: 'Retainer hours and campaign management fees are billed monthly in advance.',
        points: [
          'Unused retainer hours roll over for one month and then expire.',
          'Ad spend paid directly to advertising platforms cannot be refunded by Kestrel Digital.',
          'You can cancel a retainer with 30 days of written notice.',
        ],
      },
      {
        heading: 'How to Request a Refund',
        description: prose`Email billing@kestreldigital.example with your invoice number and a short explanation of
          the request.`,
        points: [
          'We acknowledge every request within two business days.',
          'Approved refunds are issued to the original payment method within 10 business days.',
          'If you disagree with a decision, you can ask for a review by our CEO.',
          'Refunds do not affect your ownership of work you have already paid for.',
        ],
      },
    ],
  },

  privacy: {
    sections: [
      {
        title: 'Information We Collect',
        content: prose`We collect the details you give us through our contact form, such as your name, email address,
          phone number and message. When you visit the website, we also collect basic technical data such as browser
          type, pages viewed and an approximate location derived from your IP address. We do not collect payment card
          details on this website.`,
      },
      {
        title: 'How We Use Your Information',
        content: prose`We use your contact details to reply to your enquiry, prepare proposals and deliver the services
          you request. Aggregated website data helps us understand which pages are useful and fix problems. We do not
          sell your personal information, and we only send marketing emails if you have opted in.`,
      },
      {
        title: 'Cookies and Analytics',
        content: prose`Our website uses a small number of cookies that are needed for it to work, and privacy-friendly
          analytics that do not track you across other sites. You can block or delete cookies in your browser
          settings. Essential features such as the contact form will keep working without optional cookies.`,
      },
      {
        title: 'Sharing With Service Providers',
        content: prose`We share personal information only with providers that help us run our business, such as our
          hosting, email and accounting services. Each provider is bound by a contract that limits how they may use
          the data. We may also disclose information when the law requires it.`,
      },
      {
        title: 'Data Retention',
        content: prose`Contact form enquiries that do not lead to a project are deleted after 24 months. Client
          records are kept for seven years after an engagement ends to meet tax and accounting obligations. Website
          analytics data is kept in aggregated form for 26 months.`,
      },
      {
        title: 'Security',
        content: prose`We protect personal information with encryption in transit and at rest, role-based access and
          multi-factor authentication for staff accounts. Access to client data is limited to the people working on
          the relevant project. If a breach affects your data, we will notify you without undue delay.`,
      },
      {
        title: 'Your Rights and Choices',
        content: prose`You can ask us to show, correct or delete the personal information we hold about you, or to stop
          sending you marketing emails. Depending on where you live, you may have further rights under state privacy
          laws. We respond to every request within 30 days.`,
      },
      {
        title: 'Contact Us',
        content: prose`Questions about this policy or your data can be sent to privacy@kestreldigital.example or by
          mail to Kestrel Digital, 1420 Harbor View Drive, Suite 300, Portland, OR 97209. We review this policy at
          least once a year and post any changes on this page.`,
      },
    ],
  },

  blogs: [
    {
      title: 'What a Discovery Workshop Actually Involves',
      category: 'Business',
      status: 'published',
      author: 'Marcus Whitfield',
      duration: 5,
      tags: ['discovery', 'strategy', 'workshops', 'planning'],
      daysAgo: 9,
      art: { kind: 'scene', motif: 'team', palette: 'teal' },
      content: `<p>"Discovery" is one of those words agencies use a lot and explain very little. Clients sometimes
suspect it is a paid delay before the real work starts. In our experience it is the opposite: two to three focused
weeks of discovery are the cheapest way to avoid building the wrong thing. Here is exactly what happens in ours.</p>
<h2>Before the workshop</h2>
<p>We send a short questionnaire and ask for anything that already exists: analytics access, support tickets, sales
call notes, previous research, brand guidelines, and the internal system your team secretly hates using. We also
interview three to six people one-on-one, usually a mix of leadership, frontline staff and, where possible,
customers. Those interviews shape the agenda.</p>
<h2>The workshop days</h2>
<p>Most workshops run over two half-days, in person or remote. Half-days matter: nobody does their best thinking in
hour seven. A typical agenda looks like this:</p>
<ol>
<li><strong>Goals and measures.</strong> We agree what success looks like in numbers: fewer support calls, faster
onboarding, more qualified leads. If we cannot measure something yet, we write down how we will.</li>
<li><strong>Users and journeys.</strong> We map the current journey for the two or three most important types of
user, step by step, and mark where it breaks.</li>
<li><strong>Ideas and constraints.</strong> Everyone sketches solutions, including people who insist they cannot
draw. Then we list the constraints: budget, deadlines, legal requirements and the systems we must integrate
with.</li>
<li><strong>Prioritization.</strong> We sort features by value and effort and draw a clear line for the first
release.</li>
</ol>
<blockquote>The most valuable output of a discovery workshop is often the list of things you decided not to
build.</blockquote>
<h2>What you get at the end</h2>
<p>Within a week of the workshop we deliver a discovery report that your team owns, whether or not you continue
with us. It includes:</p>
<ul>
<li>A one-page summary of goals, users and success measures.</li>
<li>Journey maps and the key problems we found.</li>
<li>Clickable wireframes of the most important screens, tested with at least five users.</li>
<li>A prioritized backlog for the first release, with a proposed technical approach.</li>
<li>A budget range and timeline, with the assumptions behind them spelled out.</li>
</ul>
<h2>Who should be in the room</h2>
<p>Keep it to six to eight people. You need someone who can make decisions, someone who talks to customers every
day, someone who knows the existing systems, and someone from finance or operations who will ask awkward questions.
Senior people who only attend the first hour do more harm than good, because decisions made without them tend to be
reopened later.</p>
<h2>Is it worth it?</h2>
<p>Discovery typically costs 5 to 10% of the total project budget. On the few projects where we skipped it at a
client's request, we saw more change requests and longer timelines every time. On a membership platform last year,
discovery showed that the feature the client considered essential was used by 3% of members. That freed up six
weeks for the renewal flow, which is where most of their revenue came from.</p>
<p>For a clear public explanation of the method, the
<a href="https://www.gov.uk/service-manual/agile-delivery/how-the-discovery-phase-works">government service manual
on how the discovery phase works</a> is worth a read. If you would like to see one of our agendas,
<a href="https://kestreldigital.example/contact">ask us for a sample</a>.</p>`,
    },
    {
      title: 'How We Cut Page Load Time by 60% for a Retail Client',
      category: 'Technology',
      status: 'published',
      author: 'Priya Raman',
      duration: 5,
      tags: ['performance', 'ecommerce', 'images', 'caching'],
      daysAgo: 17,
      art: { kind: 'scene', motif: 'commerce', palette: 'amber' },
      content: `<p>Last spring a regional outdoor-gear retailer came to us with a familiar complaint: their online store
felt slow, mobile conversion was sliding, and nobody could agree on why. The median product page took 6.8 seconds to
become usable on a mid-range phone over a 4G connection. Twelve weeks later that number was 2.7 seconds, a reduction
of just over 60%. Here is what we changed, in the order we changed it.</p>
<h2>Start with measurement, not opinions</h2>
<p>Before touching any code we set up real-user monitoring on the five templates that carry most of the revenue:
home, category, product, cart and checkout. Lab tools are useful for debugging, but field data told us where actual
customers were waiting. Three findings surprised the client's team:</p>
<ul>
<li>Product pages were the slowest, not the home page everyone had been optimizing.</li>
<li>Over 70% of total page weight came from images and third-party scripts, not from their own JavaScript.</li>
<li>Returning visitors were barely faster than new ones, which meant caching was not doing its job.</li>
</ul>
<h2>The four changes that mattered most</h2>
<h3>1. Images sized for the device</h3>
<p>Product photos were uploaded as 3,000-pixel JPEGs and sent as-is to every device. We added an image pipeline that
generates several widths in modern formats and lets the browser pick the right one for each screen. That alone
removed about 2.1 MB from the average product page.</p>
<h3>2. A diet for third-party scripts</h3>
<p>We found fourteen tags loading on every page, including two analytics tools reporting the same data and a chat
widget used by fewer than 1% of visitors. We removed five, deferred the rest until after the main content rendered,
and loaded the chat widget only when someone clicked the help button.</p>
<h3>3. Caching that actually caches</h3>
<p>Static files were served with short cache lifetimes because their names never changed between releases. We
switched to content-hashed file names with year-long cache headers, and put product and category pages behind a
content delivery network with a short lifetime and background revalidation.</p>
<h3>4. Less JavaScript on the critical path</h3>
<p>The product page shipped the code for reviews, size guides and recommendations up front. We split those into
separate bundles that load when they scroll into view. The main bundle shrank from 410 KB to 160 KB compressed.</p>
<blockquote>The fastest request is the one you never make. Most of our wins came from deleting or deferring work, not
from clever optimization.</blockquote>
<h2>The results</h2>
<ol>
<li>Median time until product pages were usable on mobile fell from 6.8 to 2.7 seconds.</li>
<li>Mobile conversion rose 18% over the following quarter compared with the same quarter a year earlier.</li>
<li>Bounce rate on product pages dropped from 58% to 41%.</li>
</ol>
<p>We are careful not to credit the whole conversion lift to speed; the client also simplified its returns policy
during that period. But the direction was clear, and the team now treats performance as a feature with its own
budget.</p>
<h2>Keeping it fast</h2>
<p>Speed regresses quietly. We added a performance budget to the client's build pipeline that fails a release if
the main bundle grows beyond 180 KB or the largest image on a key template exceeds 200 KB. If you want a starting
point for a budget of your own, the <a href="https://developer.mozilla.org/en-US/docs/Web/Performance">MDN
performance guides</a> are a solid, vendor-neutral reference. And if you would like a second pair of eyes on your
store, <a href="https://kestreldigital.example/contact">get in touch</a>.</p>`,
    },
    {
      title: 'Choosing Between Native and Cross-Platform Mobile Apps',
      category: 'Technology',
      status: 'published',
      author: 'Jonah Brandt',
      duration: 5,
      tags: ['mobile', 'ios', 'android', 'architecture'],
      daysAgo: 26,
      art: { kind: 'scene', motif: 'mobile', palette: 'sky' },
      content: `<p>It is usually the second question a client asks us, right after "how much will it cost?": should we
build native apps for iOS and Android, or one cross-platform app? The honest answer is that both approaches are
mature, and the right choice depends on a handful of factors you can assess in an afternoon.</p>
<h2>What each approach means in practice</h2>
<p><strong>Native</strong> means two codebases, Swift for iOS and Kotlin for Android, each using the platform's own
interface toolkit. <strong>Cross-platform</strong> means one shared codebase, most commonly React Native or Flutter,
that runs on both. Cross-platform frameworks are no longer the sluggish wrappers of ten years ago; for most business
apps, users cannot tell the difference.</p>
<h2>Five questions we ask before recommending either</h2>
<ol>
<li><strong>How much does the app depend on device hardware?</strong> Heavy use of Bluetooth accessories, background
location, camera processing or augmented reality pushes us toward native, because much of the work will be
platform-specific anyway.</li>
<li><strong>Who will maintain it?</strong> If your in-house team writes TypeScript for the web, React Native lets
them contribute from day one. If you already employ iOS and Android developers, native keeps them productive.</li>
<li><strong>How important is an exact platform feel?</strong> Banking and health apps often benefit from behaving
exactly like the rest of the phone. Branded consumer apps usually want to look the same everywhere.</li>
<li><strong>What is the release cadence?</strong> Shipping the same feature to both stores on the same day is far
easier with one codebase.</li>
<li><strong>What is the budget over three years, not three months?</strong> Maintenance, operating system upgrades
and new features cost more than the first release.</li>
</ol>
<h2>A rough cost comparison</h2>
<p>On our recent projects, a cross-platform build has come in at roughly 60 to 70% of the cost of two native apps
with the same scope. The savings shrink as the amount of platform-specific work grows. For an app that is mostly
forms, lists and API calls, the gap is wide. For an app built around the camera, it nearly disappears.</p>
<blockquote>Pick the approach that suits the team who will own the app in year three, not the one that wins the first
sprint.</blockquote>
<h2>Our default, and when we break it</h2>
<p>For most clients we recommend cross-platform, with a thin layer of native modules where needed. We built the
Routewise driver app this way: one shared codebase for screens and business logic, plus native modules for
background location and barcode scanning. We recommend fully native when:</p>
<ul>
<li>The app's core value depends on advanced hardware or operating system features released each year.</li>
<li>The app needs deep integration with widgets, watch apps or car displays on both platforms.</li>
<li>A strong native team already exists and will own the product for the long term.</li>
</ul>
<h2>Do not forget the web</h2>
<p>Sometimes the best mobile app is a fast, installable website. If your users open the app twice a month to check a
status or pay an invoice, a progressive web app can cover it at a fraction of the cost. The
<a href="https://developer.mozilla.org/en-US/docs/Web/Progressive_web_apps">MDN guide to progressive web apps</a>
explains what is possible today.</p>
<p>If you are weighing these options for a specific product, our mobile team runs a free one-hour architecture
session. <a href="https://kestreldigital.example/contact">Book one here</a>.</p>`,
    },
    {
      title: 'How to Write a Software Brief That Gets Accurate Quotes',
      category: 'Business',
      status: 'published',
      author: 'Admin',
      duration: 4,
      tags: ['planning', 'budgeting', 'agencies'],
      daysAgo: 38,
      art: { kind: 'scene', motif: 'finance', palette: 'slate' },
      content: `<p>We read a lot of project briefs. Some are two lines long; others are forty-page specifications.
Neither extreme produces an accurate quote. The briefs that lead to the most reliable estimates share a simple
structure, and you can write one in a couple of hours.</p>
<h2>What a good brief contains</h2>
<ol>
<li><strong>The business problem.</strong> Describe what is not working today and what it costs you. "Our sales
team spends ten hours a week retyping orders from email into our inventory system" is far more useful than "we need
a portal."</li>
<li><strong>Who will use it.</strong> List the main types of users, roughly how many there are, and which devices
they use.</li>
<li><strong>Must-haves and nice-to-haves.</strong> Separate them clearly, so vendors can quote the core scope and
price the extras as options.</li>
<li><strong>Existing systems.</strong> Name every system the new software must talk to, and whether it has an API.
Integrations are the most common source of surprises in an estimate.</li>
<li><strong>Constraints.</strong> Deadlines that are truly fixed, compliance requirements, hosting preferences and
brand guidelines.</li>
<li><strong>A budget range.</strong> Yes, really.</li>
</ol>
<h2>Why you should share a budget</h2>
<p>Many buyers hold the budget back, worried that vendors will simply spend all of it. In practice, a budget range
is the single most useful line in a brief. The same request, "an app for customers to book appointments," can
responsibly cost $40,000 or $400,000 depending on scale, integrations and polish. A range lets each vendor propose
the best solution for your money instead of guessing.</p>
<blockquote>A brief without a budget invites quotes you cannot compare. A brief with one invites proposals you
can.</blockquote>
<h2>What to leave out</h2>
<ul>
<li>Detailed screen designs, unless you have tested them with users. They anchor the conversation on solutions
before the problem is understood.</li>
<li>Technology choices, unless you have a real reason, such as an in-house team who will maintain the code.</li>
<li>Long feature lists copied from competitors. Describe the outcomes you want instead.</li>
</ul>
<h2>Comparing the quotes you get back</h2>
<p>When proposals arrive, look past the headline number. Check what is assumed to be out of scope, how change
requests are handled, who will actually do the work, and what happens after launch. A quote that is 20% cheaper but
excludes testing, hosting setup and a warranty period is rarely cheaper in the end.</p>
<p>Ask every vendor the same three questions:</p>
<ul>
<li>What are the biggest risks you see in this project?</li>
<li>What would you cut if the budget were 30% lower?</li>
<li>What do you need from us to stay on schedule?</li>
</ul>
<p>The answers tell you more about how a team thinks than any portfolio. We have put together a
<a href="https://kestreldigital.example/contact">free brief template</a> that follows this structure. Send it to us or
to anyone else; either way, you will get better quotes.</p>`,
    },
    {
      title: 'Core Web Vitals in Plain English',
      category: 'Technology',
      status: 'published',
      author: 'Admin',
      duration: 4,
      tags: ['performance', 'seo', 'ux'],
      daysAgo: 51,
      art: { kind: 'scene', motif: 'growth', palette: 'emerald' },
      content: `<p>Core Web Vitals are three measurements that describe how a page feels to a real visitor: how quickly
the main content appears, how quickly the page responds when you interact with it, and how much the layout jumps
around while it loads. Search engines use them as one ranking signal among many, but the better reason to care is
that each one maps directly to a moment of user frustration.</p>
<h2>The three metrics</h2>
<h3>Largest Contentful Paint: "Is it loading?"</h3>
<p>Largest Contentful Paint (LCP) measures when the biggest visible element, usually a hero image or headline,
finishes rendering. A good score is 2.5 seconds or less. Slow LCP is almost always caused by a slow server response,
a large unoptimized image, or CSS and JavaScript that block rendering.</p>
<h3>Interaction to Next Paint: "Is it responding?"</h3>
<p>Interaction to Next Paint (INP) measures the delay between a tap, click or key press and the next visual update.
A good score is 200 milliseconds or less. Poor INP usually means the browser's main thread is busy running
JavaScript, so your click waits in line.</p>
<h3>Cumulative Layout Shift: "Is it stable?"</h3>
<p>Cumulative Layout Shift (CLS) measures how much visible content moves unexpectedly. A good score is 0.1 or less.
You have experienced bad CLS if you ever went to tap a link and a banner loaded above it, pushing the link down just
as your finger landed.</p>
<h2>How to read your scores</h2>
<p>Each metric is reported at the 75th percentile of real visits, so three out of four visitors need a good
experience for a page to pass. A few practical consequences follow:</p>
<ul>
<li>A fast laptop on office Wi-Fi tells you very little. Test on a mid-range phone over a throttled connection.</li>
<li>Lab scores from a single test run are a debugging aid. Field data collected from real users is what counts.</li>
<li>Scores are grouped by page template, so one slow product template can drag down thousands of URLs.</li>
</ul>
<blockquote>If you only fix one thing, fix the image at the top of your most visited page. It is the single most
common cause of slow LCP we see.</blockquote>
<h2>Quick wins for each metric</h2>
<ol>
<li><strong>LCP:</strong> serve the hero image in a modern format at the right size, and tell the browser to fetch it
early with a high priority.</li>
<li><strong>INP:</strong> break long JavaScript tasks into smaller chunks, and defer third-party scripts that are not
needed for the first interaction.</li>
<li><strong>CLS:</strong> always set width and height on images and video, and reserve space for banners and embeds
before they load.</li>
</ol>
<h2>Where to go next</h2>
<p>The definitions and thresholds are documented in the
<a href="https://developer.mozilla.org/en-US/docs/Glossary/Largest_contentful_paint">MDN web docs</a>, which also link
to the related metrics. For a real-world example of these fixes in action, read our case study on cutting page load
time by 60% for a retail client on the <a href="https://kestreldigital.example/blog">Kestrel blog</a>.</p>`,
    },
    {
      title: 'A Practical Guide to Accessible Forms',
      category: 'Technology',
      status: 'published',
      author: 'Elena Vasquez',
      duration: 5,
      tags: ['accessibility', 'forms', 'ux', 'html'],
      daysAgo: 64,
      art: { kind: 'scene', motif: 'design', palette: 'violet' },
      content: `<p>Forms are where websites make money: sign-ups, checkouts, quote requests, job applications. They are
also where accessibility problems cost the most, because a form that cannot be completed is a dead end. The good
news is that most form accessibility comes down to a short list of habits.</p>
<h2>Labels first, always</h2>
<p>Every input needs a visible label that stays visible. Placeholder text is not a label: it disappears as soon as
someone starts typing, it usually has poor contrast, and screen readers treat it inconsistently. Connect each label
to its input in the markup, so that clicking the label focuses the field and assistive technology announces the
right name.</p>
<ul>
<li>Put labels above fields rather than beside them; this works better on narrow screens and for people using
zoom.</li>
<li>Mark optional fields as optional, instead of marking required fields with a lone asterisk.</li>
<li>Group related controls, such as radio buttons for delivery options, with a fieldset and a legend.</li>
</ul>
<h2>Errors people can actually fix</h2>
<p>A red border is not an error message. Many people have some form of color vision deficiency, and a screen reader
user will never see the border at all. Good error handling has three parts:</p>
<ol>
<li><strong>Say what went wrong in words,</strong> next to the field: "Enter a date in the format MM/DD/YYYY," not
"Invalid input."</li>
<li><strong>Link the message to the field,</strong> so it is announced when the field receives focus.</li>
<li><strong>Summarize errors at the top</strong> of long forms, with links that jump to each problem field, and move
focus to that summary after a failed submit.</li>
</ol>
<blockquote>Validate on submit, then help during correction. Warning people while they are still typing their email
address helps nobody.</blockquote>
<h2>Keyboard and focus</h2>
<p>Tab through your form without a mouse. The focus order should follow the visual order, every control should show
a clear focus indicator, and custom widgets such as date pickers or dropdowns should work with the arrow keys and
Escape. If a custom control fights you, replace it with the native one. Native selects, checkboxes and date inputs
have improved a great deal and come with accessibility built in.</p>
<h2>Ask for less</h2>
<p>The most accessible field is the one you removed. On a recent quote form for a client, we cut fourteen fields
down to six by asking only for what the sales team actually used in the first call. The completion rate rose by a
third, and the sales team reported no drop in lead quality.</p>
<h3>Smaller details that add up</h3>
<ul>
<li>Use the correct input types and autocomplete attributes, so phones show the right keyboard and browsers can fill
in addresses.</li>
<li>Do not set time limits without offering a way to extend them.</li>
<li>Make touch targets at least 44 by 44 pixels.</li>
<li>Keep the submit button enabled and explain what is missing, instead of silently disabling it.</li>
</ul>
<h2>Test with real tools</h2>
<p>Automated checkers catch only part of the problem. The rest needs a human: try your form with a screen reader, at
200% zoom, and with the keyboard alone. The <a href="https://www.w3.org/WAI/tutorials/forms/">W3C forms tutorial</a>
covers each pattern in more depth, and it is the reference our designers keep open during reviews.</p>`,
    },
    {
      title: 'Measuring Marketing ROI Without Drowning in Dashboards',
      category: 'Business',
      status: 'published',
      author: 'Naomi Fischer',
      duration: 4,
      tags: ['marketing', 'analytics', 'roi'],
      daysAgo: 79,
      art: { kind: 'scene', motif: 'marketing', palette: 'rose' },
      content: `<p>Most of the marketing teams we work with do not lack data. They have web analytics, ad platform
reports, email statistics, CRM exports and a dashboard someone built two years ago that nobody trusts. What they lack
is a small set of numbers that connect marketing spend to revenue in a way the leadership team believes.</p>
<h2>Start from revenue and work backward</h2>
<p>Instead of asking "what can we measure?", ask "what does a customer cost us to acquire, and what are they worth?"
Those two numbers, customer acquisition cost and customer lifetime value, frame every other metric. For a typical
business-to-business service company we track only five things each month:</p>
<ol>
<li>Qualified leads by channel.</li>
<li>Lead-to-customer conversion rate by channel.</li>
<li>Cost per qualified lead by channel.</li>
<li>Average first-year revenue per new customer.</li>
<li>Payback period: how many months of revenue it takes to recover the acquisition cost.</li>
</ol>
<p>Clicks, impressions and followers still matter for diagnosing campaigns, but they belong in channel reports, not
in the monthly review.</p>
<h2>Fix the plumbing before the reporting</h2>
<p>Almost every ROI problem we see starts with broken tracking. Before building any dashboard we check three
things:</p>
<ul>
<li>Every form and call-tracking number passes the original source of the lead into the CRM.</li>
<li>Campaign tags follow one naming convention, written down and shared with everyone who creates campaigns.</li>
<li>Sales marks each lead as qualified or not within a week, so marketing can learn which sources produce real
opportunities.</li>
</ul>
<blockquote>A dashboard is only as honest as the worst-tagged campaign feeding it.</blockquote>
<h2>Be humble about attribution</h2>
<p>Multi-touch attribution models promise to divide credit precisely across every ad and email a customer saw. In
practice, browser privacy changes and journeys that hop between devices make those models less reliable every year.
We recommend a simpler approach: read first-touch and last-touch reports side by side, and run occasional holdout
tests, such as pausing a channel in one region for a month, to see what actually changes.</p>
<h2>A real example</h2>
<p>For a regional home-services client, we found that paid social produced the cheapest leads on paper but the
lowest close rate. Search ads cost three times as much per lead but closed at four times the rate. Moving 30% of the
social budget into search and local listings reduced the cost per new customer by 27% within two quarters, with no
increase in total spend.</p>
<h2>Make the review a habit</h2>
<p>Put one page in front of the leadership team every month: the five numbers above, a short note on what changed
and why, and one decision to make. Consistency beats sophistication. If you want a common reference for how
campaign tags work, the <a href="https://developer.mozilla.org/en-US/docs/Web/API/URL/searchParams">MDN page on
URL parameters</a> explains the mechanics, and our marketing team is happy to
<a href="https://kestreldigital.example/contact">audit your tracking setup</a>.</p>`,
    },
    {
      title: 'Planning a Cloud Migration Without Downtime',
      category: 'Technology',
      status: 'published',
      author: 'Tomás Reyes',
      duration: 5,
      tags: ['cloud', 'devops', 'migration', 'databases'],
      daysAgo: 97,
      art: { kind: 'scene', motif: 'cloud', palette: 'indigo' },
      content: `<p>Most businesses that move to the cloud cannot afford a weekend outage, let alone a week. Over the
past five years our DevOps team has moved more than forty production systems, from a single-server booking platform to a
multi-region logistics API, and the approach that keeps downtime close to zero is remarkably consistent.</p>
<h2>1. Inventory everything, including what nobody remembers</h2>
<p>The risk in a migration is rarely the main application. It is the scheduled job that emails a nightly report, the
hard-coded IP address in a partner integration, or the file share a finance spreadsheet quietly depends on. We spend
the first week building a dependency map:</p>
<ul>
<li>Every inbound and outbound network connection, observed from real traffic for at least seven days.</li>
<li>Scheduled jobs, queues and batch processes, with their owners and run times.</li>
<li>DNS records, TLS certificates and their expiry dates.</li>
<li>Data stores, their size and how quickly they change.</li>
</ul>
<h2>2. Build the new environment as code</h2>
<p>We define the target infrastructure as code from the start. That lets us create identical staging and production
environments, tear them down and rebuild them, and review every change in a pull request. It also means the
rehearsal and the real migration run exactly the same scripts.</p>
<h2>3. Solve the data problem first</h2>
<p>Stateless application servers are easy to move. Databases are where downtime hides. Our usual pattern is:</p>
<ol>
<li>Take a consistent snapshot of the source database and restore it in the new environment.</li>
<li>Start continuous replication from the source, so the copy stays seconds behind.</li>
<li>Compare checksums on key tables daily to confirm the copy is complete.</li>
<li>At cutover, pause writes briefly, let replication catch up, and promote the new database.</li>
</ol>
<p>For most systems the write pause is under a minute, and with a maintenance banner and queued requests, users
rarely notice.</p>
<blockquote>Rehearse the cutover until it is boring. If the team is nervous on the night, the plan is not
finished.</blockquote>
<h2>4. Shift traffic gradually</h2>
<p>Rather than switching DNS all at once, we send a small share of traffic to the new environment through a load
balancer or weighted DNS, starting at 5% and watching error rates, latency and business metrics such as completed
orders. We lower DNS time-to-live values a week in advance, so a rollback takes minutes rather than hours.</p>
<h2>5. Keep the old environment warm</h2>
<p>The old servers stay running, read-only where possible, for at least two weeks after cutover. Decommissioning is
its own project with its own checklist, and it starts only once the new environment has survived a full business
cycle, including month-end reporting.</p>
<h2>A realistic timeline</h2>
<p>For a typical mid-sized web application with one primary database, we plan six to ten weeks: two for discovery
and mapping, two to four for building and testing the new environment, one or two for rehearsals, and a final week
for cutover and close monitoring. Compliance requirements or unusual legacy systems can extend that.</p>
<p>For a deeper look at one common replication approach, the
<a href="https://www.postgresql.org/docs/current/logical-replication.html">PostgreSQL logical replication
documentation</a> is a good technical starting point. If you are planning a move and want a second opinion on your
plan, <a href="https://kestreldigital.example/contact">talk to our cloud team</a>.</p>`,
    },
    {
      title: 'Remote Team Rituals That Actually Work',
      category: 'Lifestyle',
      status: 'published',
      author: 'Admin',
      duration: 4,
      tags: ['remote', 'culture', 'teams'],
      daysAgo: 118,
      art: { kind: 'scene', motif: 'team', palette: 'amber' },
      content: `<p>Kestrel Digital has been remote-first since 2020, with team members across four time zones and a
small studio in Portland for those who like an office. Since then we have tried, and dropped, a lot of rituals:
daily video stand-ups, random virtual coffee pairings, a weekly all-hands that ran long every single time. These are
the ones that survived, because people actually wanted them.</p>
<h2>Written stand-ups, not video ones</h2>
<p>Each morning, everyone posts three lines in their project channel: what they finished, what they are working on,
and anything blocking them. It takes two minutes, works across time zones, and leaves a searchable record. Video
calls are saved for when something is genuinely stuck.</p>
<h2>Core hours, clearly defined</h2>
<p>Our core collaboration window is 10:00 AM to 2:00 PM Pacific. Meetings happen inside it; focused work happens
outside it. Outside core hours nobody is expected to reply to messages, and everyone's chat status makes that
visible.</p>
<h2>The Friday demo</h2>
<p>Every Friday at 1:00 PM Pacific, any team can show what it shipped that week in five minutes or less. Slides are
not allowed, only working software or real designs. It is our best-attended meeting, and it does more for awareness
across teams than any status report.</p>
<blockquote>Rituals should remove the need for meetings, not add new ones. When a ritual becomes a chore, we retire
it.</blockquote>
<h2>Rituals we keep small on purpose</h2>
<ul>
<li><strong>Pair hours:</strong> two hours a week when anyone can drop into a call to work through a problem with
someone from another discipline.</li>
<li><strong>Monthly "what broke" review:</strong> a blameless look at one incident or missed deadline, written up and
shared with the whole company.</li>
<li><strong>Quarterly meetups:</strong> two days in person, mostly unstructured, with one shared dinner that is not
optional.</li>
</ul>
<h2>What did not work</h2>
<ol>
<li>Mandatory cameras-on meetings. People were more tired and no more engaged.</li>
<li>Scheduled social calls. Attendance dropped within a month, while informal channels about pets, cooking and
running thrived.</li>
<li>Tracking online status. It measured presence, not progress, and it made people anxious.</li>
</ol>
<h2>How to start</h2>
<p>Pick one ritual, try it for six weeks, and then ask the team whether to keep it. Write it down in your handbook so
new hires know it exists, and give it an owner who can change it. The worst rituals are the ones nobody is allowed to
question.</p>
<p>We are always happy to compare notes with other distributed teams. You can read more about how we are organized
on our <a href="https://kestreldigital.example/about">About page</a>.</p>`,
    },
    {
      title: 'Protecting Deep Work in a Meeting-Heavy Week',
      category: 'Lifestyle',
      status: 'published',
      author: 'Jonah Brandt',
      duration: 3,
      tags: ['productivity', 'focus', 'meetings'],
      daysAgo: 140,
      art: { kind: 'scene', motif: 'education', palette: 'slate' },
      content: `<p>Designers and developers need long, uninterrupted stretches to do their best work. Clients, project
managers and colleagues need answers. Both needs are reasonable, and the tension between them is one of the quiet
productivity killers in any services business. Here is how our teams protect focus time without becoming
unreachable.</p>
<h2>Make focus visible</h2>
<p>Everyone at Kestrel blocks at least two three-hour focus sessions a week in the shared calendar. The blocks are
treated like client meetings: you do not book over them without asking first. During those hours our chat status
switches to "heads down" and notifications pause automatically.</p>
<h2>Batch the interruptions</h2>
<p>Most questions are not urgent; they just feel urgent to the person asking. We encourage three habits:</p>
<ul>
<li>Ask in a public project channel instead of a direct message, so anyone who knows the answer can reply.</li>
<li>Put the context in the first message: what you are trying to do, what you have tried, and a link.</li>
<li>Mark a question as blocking only when work has actually stopped.</li>
</ul>
<h2>Audit your meetings once a quarter</h2>
<p>Every quarter, each team lead lists their recurring meetings and asks four questions:</p>
<ol>
<li>Does this meeting lead to a decision, or is it only an update?</li>
<li>Could the update be written instead?</li>
<li>Does everyone invited need to be there?</li>
<li>Could it be shorter or less frequent?</li>
</ol>
<p>Our last audit removed eleven recurring meetings and shortened six others from 60 minutes to 25. Nobody has asked
for them back.</p>
<blockquote>A meeting without a decision is a status report that made everyone stop working to hear it read
aloud.</blockquote>
<h2>Protect the edges of the day</h2>
<p>Focus is not only about the calendar. We discourage messages after 6:00 PM local time, schedule anything written
late to send the next morning, and treat weekends as offline unless someone is on the support rotation. Rested people
write better code and make fewer of the mistakes that cost evenings later.</p>
<h2>Managers have to go first</h2>
<p>None of this works if leaders book over focus time or reply to messages at midnight. The biggest change for us
came when the leadership team started blocking their own focus sessions and sticking to them. Habits spread down,
not up.</p>
<p>For more ideas on designing a calmer workweek, see our post on remote team rituals on the
<a href="https://kestreldigital.example/blog">Kestrel blog</a>.</p>`,
    },
    {
      title: 'Ergonomics for Developers: Small Changes That Add Up',
      category: 'Health',
      status: 'published',
      author: 'Tomás Reyes',
      duration: 4,
      tags: ['health', 'ergonomics', 'wellbeing'],
      daysAgo: 163,
      art: { kind: 'scene', motif: 'health', palette: 'emerald' },
      content: `<p>Software work looks gentle, but eight hours a day at a keyboard adds up. Over the years several
people on our team have dealt with wrist pain, neck strain and tired eyes. When we started our home-office stipend,
we asked an occupational therapist to review our setup advice. This is the short version we now give every new hire. It
is general guidance, not medical advice: if something hurts, see a professional.</p>
<h2>Set up the desk around your body</h2>
<ul>
<li><strong>Screen height:</strong> the top of the monitor at or slightly below eye level, about an arm's length
away. Laptop users need a stand and a separate keyboard; there is no comfortable way to use a laptop alone all
day.</li>
<li><strong>Elbows and wrists:</strong> elbows at roughly 90 degrees, wrists straight and floating while you type
rather than resting on a hard edge.</li>
<li><strong>Feet:</strong> flat on the floor or on a footrest, with knees slightly lower than hips.</li>
<li><strong>Chair:</strong> good lower-back support matters more than any other feature.</li>
</ul>
<h2>Move more often than feels necessary</h2>
<p>The best posture is the next one. Holding any position for a long time causes strain, even a good one. We
suggest:</p>
<ol>
<li>Stand up and walk for a couple of minutes every half hour. Refilling a water glass is an easy trigger.</li>
<li>Alternate between sitting and standing if you have an adjustable desk, but do not stand for hours either.</li>
<li>Take calls while walking when you do not need to share a screen.</li>
</ol>
<h2>Look after your eyes</h2>
<p>Eye strain is the complaint we hear most often. Try the 20-20-20 rule: every 20 minutes, look at something 20 feet
away for 20 seconds. Increase text size rather than leaning forward, reduce glare from windows, and match screen
brightness to the room.</p>
<blockquote>Ergonomics is not about buying the perfect chair. It is about noticing discomfort early and changing
something before it turns into pain.</blockquote>
<h2>Keyboard and mouse habits</h2>
<p>Learn the keyboard shortcuts for the tools you use most; they cut down on mouse travel and repetitive clicking.
Consider a vertical mouse or a trackpad if your wrist complains, and switch hands now and then if you can. A keyboard
with lighter keys helps if you tend to type hard.</p>
<h2>What we provide</h2>
<p>Every Kestrel team member receives a home-office stipend for a chair, monitor, keyboard and desk, plus an annual
wellbeing allowance. Team leads also check in regularly about workload, because stress and long hours make every
physical problem worse. For a thorough, free overview of workstation setup, see the
<a href="https://www.osha.gov/etools/computer-workstations">OSHA computer workstations guide</a>.</p>`,
    },
    {
      title: 'Giving Back: Inside Our Pro Bono Program for Local Nonprofits',
      category: 'Other',
      status: 'published',
      author: 'Admin',
      duration: 3,
      tags: ['community', 'nonprofits', 'culture'],
      daysAgo: 191,
      art: { kind: 'scene', motif: 'growth', palette: 'rose' },
      content: `<p>Every year Kestrel Digital sets aside about 5% of our team's hours for pro bono work with local
nonprofits. In 2025 that meant roughly 2,600 hours across six organizations: a food bank, two youth education
programs, a community health clinic, an animal rescue and a small arts festival. Here is how the program works and
what we have learned from running it.</p>
<h2>How we choose projects</h2>
<p>Nonprofits apply through a short form each fall. A committee of five volunteers from across the company reviews
the applications against three criteria:</p>
<ol>
<li><strong>Impact:</strong> will the project help the organization serve more people, or save staff time they can
put back into their mission?</li>
<li><strong>Fit:</strong> is it work we do well, such as websites, donation flows, volunteer scheduling tools or data
cleanup?</li>
<li><strong>Sustainability:</strong> can the organization maintain the result after we step back, without a monthly
bill it cannot afford?</li>
</ol>
<h2>We treat it like client work</h2>
<p>Pro bono projects follow the same process as paid ones: a short discovery session, a written scope, a project
manager, weekly check-ins and a launch plan. This was a hard-earned lesson. Early on we treated pro bono as side work,
and projects drifted for months. Structure is a form of respect.</p>
<blockquote>Free work is not free for the nonprofit. Their staff time is scarce, so we owe them a plan and a finish
date.</blockquote>
<h2>Results from last year</h2>
<ul>
<li>The food bank's new volunteer scheduling tool cut the coordinator's weekly admin from twelve hours to three.</li>
<li>A redesigned donation page for a youth coding program increased monthly recurring donors by 40%.</li>
<li>Text message reminders for the health clinic reduced missed appointments in the first quarter after launch.</li>
</ul>
<h2>What our team gets out of it</h2>
<p>Pro bono work is popular inside the company. It gives junior designers and developers a chance to lead, it puts
everyone in front of real users with very different needs, and it is a welcome reminder of why good software
matters. Several of our accessibility practices started on nonprofit projects where users relied on screen readers
or older phones.</p>
<h2>Apply or recommend an organization</h2>
<p>Applications for the 2026 program open in September. Registered nonprofits of any size in the Portland metro area
are welcome to apply. If you run or volunteer with one that could use help, or know one that could,
<a href="https://kestreldigital.example/contact">tell us about it</a>.</p>`,
    },
    {
      title: 'Fixed Price, Time and Materials, or Retainer? Choosing a Pricing Model',
      category: 'Business',
      status: 'draft',
      author: 'Marcus Whitfield',
      duration: 3,
      tags: ['pricing', 'contracts', 'budgeting'],
      daysAgo: 6,
      art: { kind: 'scene', motif: 'finance', palette: 'amber' },
      content: `<p>How a software project is priced shapes how it is run. The same team, building the same product,
behaves differently under a fixed price than under time and materials. Neither model is better in general; each one
fits a different kind of uncertainty.</p>
<h2>Fixed price</h2>
<p>You agree on a scope and a price up front. This works well when the scope is small and well understood, such as a
marketing website with approved designs, or a clearly defined integration.</p>
<ul>
<li><strong>Pros:</strong> budget certainty and a simple approval process.</li>
<li><strong>Cons:</strong> vendors add a risk margin, and every change needs a change request, which slows
learning.</li>
</ul>
<h2>Time and materials</h2>
<p>You pay for the hours the team actually works, usually with a budget cap and regular reporting. It suits products
where you expect to learn as you go, which describes most new software.</p>
<ul>
<li><strong>Pros:</strong> freedom to change priorities every sprint, with no risk margin built in.</li>
<li><strong>Cons:</strong> less certainty about the final cost, so it depends on trust, transparency and good
reporting.</li>
</ul>
<h2>Retainer</h2>
<p>You reserve a fixed amount of team capacity each month. It fits ongoing work after launch: improvements,
maintenance, marketing campaigns and support.</p>
<ul>
<li><strong>Pros:</strong> a stable team that knows your product, and predictable monthly costs.</li>
<li><strong>Cons:</strong> unused hours are wasted if nobody keeps the backlog full.</li>
</ul>
<blockquote>Fixed price buys certainty about cost. Time and materials buys certainty about value. Decide which
uncertainty you can live with.</blockquote>
<h2>What we usually recommend</h2>
<ol>
<li>A fixed-price discovery phase, so both sides learn the real scope at low risk.</li>
<li>Time and materials with a capped budget for the first release, with demos every two weeks and a running report
of budget spent against scope delivered.</li>
<li>A retainer after launch, sized to the roadmap.</li>
</ol>
<p>Whichever model you pick, read the small print on three points: how change requests are priced, what happens to
unused budget or hours, and who owns the work if the engagement ends early. In practice these details matter far
more than the difference between two hourly rates.</p>
<p>Whatever model you choose, insist on weekly visibility into progress and spend. Surprises, not prices, are what
damage client relationships. Have questions about a proposal you have received?
<a href="https://kestreldigital.example/contact">We are happy to talk it through</a>.</p>`,
    },
    {
      title: 'Adding AI Features to an Existing Product: Where to Start',
      category: 'Technology',
      status: 'draft',
      author: 'Priya Raman',
      duration: 3,
      tags: ['ai', 'product', 'privacy'],
      daysAgo: 3,
      art: { kind: 'scene', motif: 'ai', palette: 'violet' },
      content: `<p>Almost every client conversation this year has included some version of "should we be adding AI?" The
useful answer starts with a different question: which task in your product is repetitive, heavy on text and
tolerant of the occasional mistake? That is where AI features earn their keep first.</p>
<h2>Good first candidates</h2>
<ul>
<li><strong>Summaries:</strong> condensing long support threads, meeting notes or case files into a few lines for a
person to review.</li>
<li><strong>Search:</strong> letting users find documents by meaning rather than by exact keywords.</li>
<li><strong>Drafting:</strong> suggesting a first draft of a reply, product description or report that someone edits
before sending.</li>
<li><strong>Classification:</strong> routing incoming tickets or emails to the right team.</li>
</ul>
<h2>Poor first candidates</h2>
<p>Anything where a wrong answer is costly and hard to spot: pricing, medical or legal advice, financial calculations,
or actions taken automatically on a customer's account. These can come later, with careful guardrails, but they are
not the place to learn.</p>
<blockquote>Design the feature so that a person stays in the loop, and so that the AI being wrong is an
inconvenience, not an incident.</blockquote>
<h2>A practical path</h2>
<ol>
<li>Pick one workflow and measure how long it takes today.</li>
<li>Collect 50 to 100 real examples and agree on what a good output looks like for each.</li>
<li>Prototype with a hosted model, evaluate it against your examples, and put it in front of five internal
users.</li>
<li>Only then decide on hosting, cost controls and data retention.</li>
</ol>
<p>Set a baseline before you build. If a support agent takes eight minutes to summarize a long ticket thread today,
a feature that produces a usable draft in ten seconds, which the agent then checks in two minutes, is a clear win.
Without that baseline, nobody can say whether the feature was worth building.</p>
<h2>Settle data and privacy questions early</h2>
<p>Know where your data goes, whether the provider retains it, and whether your contracts with customers allow it.
Write this down before a prototype ever touches real customer data. The
<a href="https://www.nist.gov/itl/ai-risk-management-framework">NIST AI Risk Management Framework</a> is a useful,
vendor-neutral checklist for these conversations.</p>
<p>We will follow up with a case study from a document search project we are finishing now, including what it costs
to run each month and how we measured accuracy.</p>`,
    },
  ],

  contactSubmissions: [
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
  ],
};
