import { useMutation } from "@tanstack/react-query";
import { useToast } from "~/app/components/toast";
import { useAdminSession } from "../session";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { AdminApiError } from "./client";

// One admin write as a view sends it (docs/decisions/0038 for the reads): every change the desk
// makes goes through here, so each answers the same way. A refused session ends the session and
// nothing else is said; a refusal that names a field the view shows goes under that field; any
// other failure is said in the server's own words (or "try again" when no answer came), in an
// error toast unless the view shows it itself; a success may say so in a toast, then the view
// goes on.

export interface AdminWriteOptions<Input, Reply> {
  /** The success toast's words; none when the view shows the outcome itself. */
  said?: (reply: Reply, input: Input) => string;
  /** After a success (and its toast). */
  onDone?: (reply: Reply, input: Input) => void;
  /**
   * The field of a refusal the view shows under its own control, and how: that message goes there
   * instead of a toast. The first of the named fields with a message wins.
   */
  fieldErrors?: { fields: readonly string[]; show: (message: string) => void };
  /** Where a failure that names none of those fields goes, instead of an error toast. */
  onProblem?: (message: string) => void;
}

export interface AdminWrite<Input> {
  /** Sends the change; the answer is handled as the options say. */
  send: (input: Input) => void;
  /** A change is on its way: the view disables what would send it again. */
  busy: boolean;
  /** What the change on its way was sent with (e.g. which row's button is busy). */
  sending: Input | undefined;
}

export function useAdminWrite<Input = void, Reply = unknown>(
  write: (input: Input) => Promise<Reply>,
  options: AdminWriteOptions<Input, Reply> = {},
): AdminWrite<Input> {
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const mutation = useMutation<Reply, unknown, Input>({
    mutationFn: write,
    onSuccess: (reply, input) => {
      const said = options.said?.(reply, input);
      if (said) showToast({ tone: "success", message: said, durationMs: ADMIN_TOAST_MS });
      options.onDone?.(reply, input);
    },
    onError: (error) => {
      if (endSessionIfRefused(error)) return;
      const named = error instanceof AdminApiError ? error.fieldErrors : undefined;
      const underField = options.fieldErrors?.fields.map((field) => named?.[field]).find((message) => message);
      if (underField) {
        options.fieldErrors!.show(underField);
        return;
      }
      const message = errorMessage(error);
      if (options.onProblem) options.onProblem(message);
      else showToast({ tone: "error", message, durationMs: ADMIN_TOAST_MS });
    },
  });
  return {
    send: (input: Input) => mutation.mutate(input),
    busy: mutation.isPending,
    sending: mutation.isPending ? mutation.variables : undefined,
  };
}
