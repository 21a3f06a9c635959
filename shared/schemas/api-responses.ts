import type { FieldErrors } from "./fields";

// The answers of the submission API, read by the forms and written by the server.

export interface SubmissionAccepted {
  status: "success";
  message: string;
  /** Human-friendly reference, e.g. CH-7K3Q9M. */
  reference: string;
}

export interface ApiError {
  status: "error";
  message: string;
  errors?: FieldErrors;
}

export type SubmissionResponse = SubmissionAccepted | ApiError;
