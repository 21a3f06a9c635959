// JSON schemas of the auth answers (shared/schemas/auth.ts), declared per status so nothing but
// these fields (never a password hash) can reach a client.

export const sessionRefusalReplySchema = {
  type: "object",
  required: ["status", "message", "reason"],
  properties: {
    status: { type: "string", enum: ["error"] },
    message: { type: "string" },
    reason: { type: "string", enum: ["no_session", "session_expired"] },
  },
} as const;

export const loginSuccessReplySchema = {
  type: "object",
  required: ["status", "message", "name"],
  properties: {
    status: { type: "string", enum: ["success"] },
    message: { type: "string" },
    name: { type: "string" },
    token: { type: "string" },
  },
} as const;

export const signupSuccessReplySchema = {
  type: "object",
  required: ["status", "message", "accountStatus"],
  properties: {
    status: { type: "string", enum: ["success"] },
    message: { type: "string" },
    accountStatus: { type: "string", enum: ["active", "pending"] },
  },
} as const;

export const loggedOutReplySchema = {
  type: "object",
  required: ["status", "message"],
  properties: {
    status: { type: "string", enum: ["success"] },
    message: { type: "string" },
  },
} as const;

export const sessionUserReplySchema = {
  type: "object",
  required: ["name", "email", "role"],
  properties: {
    name: { type: "string" },
    email: { type: "string" },
    role: { type: "string", enum: ["admin"] },
  },
} as const;

export const adminUserReplySchema = {
  type: "object",
  required: ["id", "name", "email", "role", "status", "createdAt", "updatedAt"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    email: { type: "string" },
    role: { type: "string", enum: ["admin"] },
    status: { type: "string", enum: ["pending", "active", "disabled"] },
    createdAt: { type: "string" },
    updatedAt: { type: "string" },
  },
} as const;
