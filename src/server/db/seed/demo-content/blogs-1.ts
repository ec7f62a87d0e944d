/** Demo blog posts, part 1 (see `index.ts` for the full list, in order). */
import type { DemoBlog } from '../types';

export const blogs1: DemoBlog[] = [
  {
    title: 'What a Discovery Workshop Actually Involves',
    excerpt:
      'The questionnaire, the two half-days, who should be in the room and the report you keep: our discovery process, step by step.',
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
<a href="/contact">ask us for a sample</a>.</p>`,
  },
  {
    title: 'How We Cut Page Load Time by 60% for a Retail Client',
    excerpt:
      'Four changes took an outdoor-gear store from 6.8 to 2.7 seconds on mobile, and what the team does now to keep it fast.',
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
store, <a href="/contact">get in touch</a>.</p>`,
  },
  {
    title: 'Choosing Between Native and Cross-Platform Mobile Apps',
    excerpt:
      'Five questions we ask before recommending either, a rough cost comparison, and the default we start from.',
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
session. <a href="/contact">Book one here</a>.</p>`,
  },
  {
    title: 'How to Write a Software Brief That Gets Accurate Quotes',
    excerpt:
      'What a good brief contains, why you should share a budget, what to leave out, and how to compare the quotes you get back.',
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
<a href="/contact">free brief template</a> that follows this structure. Send it to us or
to anyone else; either way, you will get better quotes.</p>`,
  },
  {
    title: 'Core Web Vitals in Plain English',
    excerpt:
      'The three measurements Google uses for how a page feels, how to read your scores, and a quick win for each.',
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
time by 60% for a retail client on the <a href="/blog">Kestrel blog</a>.</p>`,
  },
];
