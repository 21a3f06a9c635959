import type { FastifyInstance } from "fastify";
import { caseApiPaths } from "~/shared/routes";
import { evidenceMessages } from "~/shared/messages/evidence";
import { openedCaseOf } from "~/server/cases/case-session";
import { EvidenceRefusal, evidenceFileName, receiveEvidence } from "~/server/evidence/evidence-store";
import type { CasePageLanguageOptions } from "./case-page-in-language";

// The case page's evidence form without scripts, behind the case session (./index.ts): one file
// per post, a multipart body streamed to the store like the API's (the part's limits: ./index.ts).

export async function evidenceFormRoutes(app: FastifyInstance, options: CasePageLanguageOptions): Promise<void> {
  const { db, clock, page } = options;
  const { config: evidenceConfig, keyring } = app.evidence;
  const { pagePath, formPath, say, sendCaseAgain } = page;

  // An evidence file sent without scripts: stored, the browser goes back to the page and sees it
  // listed; refused, the page says why. The server computes its SHA-256, with nothing to check it against.
  app.post(formPath(caseApiPaths.evidenceForm), async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const refused = (status: number, problem: string) =>
      sendCaseAgain(request, reply, submissionId, { evidence: { problem: say(problem) } }, status);
    if (!request.isMultipart()) return refused(400, evidenceMessages.noFileChosen);
    const part = await request.file();
    const fileName = evidenceFileName(part?.filename);
    if (!part || part.filename === "") return refused(400, evidenceMessages.noFileChosen);
    if (fileName === null) {
      part.file.resume();
      return refused(400, evidenceMessages.nameInvalid);
    }
    try {
      await receiveEvidence(
        db,
        keyring,
        evidenceConfig,
        {
          submissionId,
          fileName,
          sha256: null,
          declaredBytes: null,
          // The form's whole body: the file in it is no larger.
          bodyBytes: Number(request.headers["content-length"]) || null,
          clientAddress: request.ip,
        },
        part.file,
        clock,
      );
    } catch (error) {
      if (error instanceof EvidenceRefusal) return refused(error.statusCode, error.message);
      throw error;
    }
    return reply.redirect(pagePath, 303);
  });
}
