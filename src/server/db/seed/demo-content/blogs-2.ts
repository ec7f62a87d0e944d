/** Demo blog posts, part 2 (see `index.ts` for the full list, in order). */
import type { DemoBlog } from '../types';

export const blogs2: DemoBlog[] = [
  {
    title: 'A Practical Guide to Accessible Forms',
    excerpt:
      'Labels, error messages people can fix, keyboard focus and fewer questions: the habits that make a form work for everyone.',
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
    excerpt:
      'Start from revenue, fix the tracking before the reports, and stay humble about attribution: a review you can keep up monthly.',
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
<a href="/contact">audit your tracking setup</a>.</p>`,
  },
  {
    title: 'Planning a Cloud Migration Without Downtime',
    excerpt:
      'Five steps, from an honest inventory to a warm fallback, and a realistic timeline for moving without an outage.',
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
plan, <a href="/contact">talk to our cloud team</a>.</p>`,
  },
  {
    title: 'Remote Team Rituals That Actually Work',
    excerpt:
      'Written stand-ups, clear core hours and a Friday demo: the habits that hold a team together across four time zones.',
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
on our <a href="/about">About page</a>.</p>`,
  },
  {
    title: 'Protecting Deep Work in a Meeting-Heavy Week',
    excerpt:
      'Make focus visible, batch the interruptions and audit your meetings: how we keep long stretches free for real work.',
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
<a href="/blog">Kestrel blog</a>.</p>`,
  },
];
