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

export interface AdminWriteOptions<Input, Reply, Field extends string> {
  /** The success toast's words; none (or undefined) when the view shows the outcome itself. */
  said?: (reply: Reply, input: Input) => string | undefined;
  /** After a success (and its toast). */
  onDone?: (reply: Reply, input: Input) => void;
  /**
   * The fields of a refusal the view shows under its own controls, and how: when the refusal
   * names any of them, their messages go there instead of a toast.
   */
  fieldErrors?: { fields: readonly Field[]; show: (messages: Partial<Record<Field, string>>) => void };
  /** Where a failure that names none of those fields goes, instead of an error toast. */
  onProblem?: (message: string) => void;
  /** After any failure, whatever was said of it: e.g. a choice shown at once is taken back. */
  onFailure?: () => void;
}

export interface AdminWrite<Input> {
  /** Sends the change; the answer is handled as the options say. */
  send: (input: Input) => void;
  /** The same, for a view that goes on once the answer is handled: true when the change was made. */
  sendAndWait: (input: Input) => Promise<boolean>;
  /** A change is on its way: the view disables what would send it again. */
  busy: boolean;
  /** What the change on its way was sent with (e.g. which row's button is busy). */
  sending: Input | undefined;
}

export function useAdminWrite<Input = void, Reply = unknown, Field extends string = never>(
  write: (input: Input) => Promise<Reply>,
  options: AdminWriteOptions<Input, Reply, Field> = {},
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
      options.onFailure?.();
      if (endSessionIfRefused(error)) return;
      const named = error instanceof AdminApiError ? error.fieldErrors : undefined;
      const shown: Partial<Record<Field, string>> = {};
      for (const field of options.fieldErrors?.fields ?? []) if (named?.[field]) shown[field] = named[field];
      if (Object.keys(shown).length > 0) {
        options.fieldErrors!.show(shown);
        return;
      }
      const message = errorMessage(error);
      if (options.onProblem) options.onProblem(message);
      else showToast({ tone: "error", message, durationMs: ADMIN_TOAST_MS });
    },
  });
  return {
    send: (input: Input) => mutation.mutate(input),
    // The failure is handled above; the promise only says how it ended.
    sendAndWait: (input: Input) =>
      mutation.mutateAsync(input).then(
        () => true,
        () => false,
      ),
    busy: mutation.isPending,
    sending: mutation.isPending ? mutation.variables : undefined,
  };
}
