// The case page's messages with the desk (docs/decisions/0026).

export const caseMessagesText = {
  heading: "Messages",
  intro:
    "Messages between you and our desk. When the desk writes, we e-mail you to say so, but never the message itself: you read it here.",
  none: "No messages yet. If there is something our desk should know, write to us here.",
  fromDesk: "CyberHelp desk",
  fromYou: "You",
  label: "Write to our desk",
  hint: (max: number) =>
    `Up to ${max.toLocaleString("en-IN")} characters. Never write an OTP, PIN, password or card number: we will never ask for one.`,
  send: "Send message",
  sent: "Sent. Our desk will read it and answer here.",
} as const;
