/** The demo company's legal pages: terms of service, refund policy and privacy policy. */
import type { DemoContent } from '../types';
import { prose } from './prose';

export const terms: DemoContent['terms'] = {
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
};

export const refund: DemoContent['refund'] = {
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
};

export const privacy: DemoContent['privacy'] = {
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
};
