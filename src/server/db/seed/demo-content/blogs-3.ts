/** Demo blog posts, part 3 (see `index.ts` for the full list, in order). */
import type { DemoBlog } from '../types';

export const blogs3: DemoBlog[] = [
  {
    title: 'Ergonomics for Developers: Small Changes That Add Up',
    excerpt:
      'Desk height, screen distance, breaks and keyboard habits: cheap changes that spare your wrists, neck and eyes.',
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
    excerpt: "How we choose the projects, why we run them like client work, and what last year's went on to achieve.",
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
<a href="/contact">tell us about it</a>.</p>`,
  },
  {
    title: 'Fixed Price, Time and Materials, or Retainer? Choosing a Pricing Model',
    excerpt: 'What each model is good at, where each goes wrong, and the one we usually recommend for a new product.',
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
<a href="/contact">We are happy to talk it through</a>.</p>`,
  },
  {
    title: 'Adding AI Features to an Existing Product: Where to Start',
    excerpt:
      'Good and poor first candidates, a practical path from prototype to launch, and the data questions to settle early.',
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
];
