import type { FastifyInstance } from "fastify";
import { caseApiPaths, caseSavedPath, caseSections } from "~/shared/routes";
import { caseRemindersSchema, caseRemindersStopSchema } from "~/shared/schemas/case";
import { caseMessages } from "~/shared/messages/case";
import { whatsAppReminderMessages } from "~/shared/messages/reminders";
import { openedCaseOf } from "~/server/cases/case-session";
import { stopPushReminders } from "~/server/reminders/push-subscriptions";
import { askForEmailReminders, stopRemindersFromCasePage } from "~/server/reminders/reminder-consent";
import { askForWhatsAppReminders, stopWhatsAppFromCasePage } from "~/server/reminders/whatsapp/whatsapp-consent";
import { postedFields, type CasePageLanguageOptions } from "./case-page-in-language";

// The case page's reminder forms without scripts, behind the case session (./index.ts): asking
// for reminders by e-mail or WhatsApp, and stopping them on any channel.

export async function reminderFormRoutes(app: FastifyInstance, options: CasePageLanguageOptions): Promise<void> {
  const { db, clock, wakeMail, page } = options;
  const { now } = clock;
  const { pagePath, formPath, say, sendCaseAgain } = page;

  // "Remind me before each date" by e-mail (docs/decisions/0069): the confirmation is mailed to
  // the case's address and the page says so; reminders start only once its link is followed.
  // On WhatsApp (docs/decisions/0076), likewise: one template message to the case's number, and
  // reminders start only once its "Yes, remind me" is tapped. A redirect, so that reloading the
  // page it lands on sends nothing again.
  app.post(formPath(caseApiPaths.remindersForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const parsed = caseRemindersSchema.safeParse(postedFields(request.body, ["channel"]));
    if (!parsed.success) {
      const problem = say(caseMessages.choiceInvalid);
      return sendCaseAgain(request, reply, submissionId, { reminders: { problem } }, 400);
    }
    if (parsed.data.channel === "whatsapp") {
      const whatsApp = request.server.whatsAppReminders;
      const outcome = whatsApp.config ? await askForWhatsAppReminders(db, submissionId, now()) : "no_number";
      if (outcome === "closed" || outcome === "no_number") {
        const refusal = outcome === "closed" ? caseMessages.remindersClosed : whatsAppReminderMessages.notOffered;
        return sendCaseAgain(request, reply, submissionId, { reminders: { problem: say(refusal) } }, 409);
      }
      if (outcome === "asked") whatsApp.wake();
      if (outcome === "already_on") return reply.redirect(`${pagePath}#${caseSections.reminders}`, 303);
      return reply.redirect(
        caseSavedPath(pagePath, outcome === "asked" ? "reminders-whatsapp-asked" : "reminders-whatsapp-already-asked"),
        303,
      );
    }
    const outcome = await askForEmailReminders(db, submissionId, now());
    if (outcome === "closed") {
      const problem = say(caseMessages.remindersClosed);
      return sendCaseAgain(request, reply, submissionId, { reminders: { problem } }, 409);
    }
    if (outcome === "asked") wakeMail();
    if (outcome === "already_on") return reply.redirect(`${pagePath}#${caseSections.reminders}`, 303);
    return reply.redirect(
      caseSavedPath(pagePath, outcome === "asked" ? "reminders-asked" : "reminders-already-asked"),
      303,
    );
  });

  // "Stop e-mail reminders", "Stop browser notifications" (channel=push, docs/decisions/0074)
  // and "Stop WhatsApp reminders" (channel=whatsapp, docs/decisions/0076): one plain form each,
  // so stopping takes one tap with scripts or without.
  app.post(formPath(caseApiPaths.remindersStopForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const parsed = caseRemindersStopSchema.safeParse(postedFields(request.body, ["channel"]));
    if (!parsed.success) {
      const problem = say(caseMessages.choiceInvalid);
      return sendCaseAgain(request, reply, submissionId, { reminders: { problem } }, 400);
    }
    if (parsed.data.channel === "push") {
      await stopPushReminders(db, submissionId, now());
      return reply.redirect(caseSavedPath(pagePath, "reminders-push-stopped"), 303);
    }
    if (parsed.data.channel === "whatsapp") {
      await stopWhatsAppFromCasePage(db, submissionId, now());
      return reply.redirect(caseSavedPath(pagePath, "reminders-whatsapp-stopped"), 303);
    }
    await stopRemindersFromCasePage(db, submissionId, now());
    return reply.redirect(caseSavedPath(pagePath, "reminders-stopped"), 303);
  });
}
