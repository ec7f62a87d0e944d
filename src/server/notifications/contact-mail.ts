/**
 * Each contact message is e-mailed to every administrator who has not turned it off (issue 13). The request
 * adds one job per administrator before it answers (so nothing the visitor was told arrived can be lost), and
 * the mails go from the job queue after the answer: a mail server that is down or refuses is tried again later,
 * by whichever instance takes the job, and an administrator gets each message once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins, contactSubmissions } from '../db/schema';
import { contactMessageMail } from '../mail/templates';

export const CONTACT_MAIL_QUEUE = 'mail-contact-message';

interface ContactMailJob {
  submissionId: string;
  adminId: string;
}

/** Where a message opens in the back office: the User Contacts section, with that message open. */
export const submissionLink = (publicUrl: string, id: string) =>
  `${publicUrl}/admin?section=userSubmissions&message=${id}`;

/** Adds the mails of a new message to the queue, one for each administrator who wants them. */
export async function queueContactMails(app: FastifyInstance, submissionId: string) {
  const recipients = await app.db.select({ id: admins.id }).from(admins).where(eq(admins.notifyContact, true));
  await app.jobs.sendMany<ContactMailJob>(
    CONTACT_MAIL_QUEUE,
    recipients.map((admin) => ({
      data: { submissionId, adminId: admin.id },
      key: `contact:${submissionId}:${admin.id}`,
    })),
  );
}

/** Sends one message to one administrator; a message deleted or a choice changed meanwhile sends nothing. */
async function sendContactMail(app: FastifyInstance, job: ContactMailJob) {
  const [admin] = await app.db.select().from(admins).where(eq(admins.id, job.adminId));
  const [message] = await app.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, job.submissionId));
  if (!admin?.notifyContact || !message) return;
  await app.mailer.send(contactMessageMail(admin.email, message, submissionLink(app.config.publicUrl, message.id)));
}

export async function startContactMails(app: FastifyInstance) {
  await app.jobs.work<ContactMailJob>(CONTACT_MAIL_QUEUE, (job) => sendContactMail(app, job));
}
