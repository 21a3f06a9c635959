import type { StepTitleId } from "./step-texts";

/**
 * The steps' titles in Tamil, by id (./step-texts.ts): the Tamil case page's own
 * (app/content/languages/ta/case-steps.ts), kept here so the server writes them the same way.
 * "{amount}" stands alone, followed by the separate word "வரை" ("up to"), so no ending attaches to it.
 */
export const stepTitlesTamil: Record<StepTitleId, string> = {
  "call-1930": "1930 எண்ணை அழையுங்கள்",
  "finish-portal-complaint": "cybercrime.gov.in இணையதளத்தில் உங்கள் புகாரைப் பூர்த்தி செய்யுங்கள்",
  "report-on-portal": "cybercrime.gov.in இணையதளத்தில் இதைப் புகார் செய்யுங்கள்",
  "tell-bank": "உங்கள் வங்கி, வாலட் அல்லது கார்டு நிறுவனத்துக்கு எழுத்துமூலம் தெரிவியுங்கள்",
  "tell-cooperative-bank": "உங்கள் கூட்டுறவு வங்கிக்கு எழுத்துமூலம் தெரிவியுங்கள்",
  "tell-wallet": "உங்கள் வாலட் நிறுவனத்துக்கு எழுத்துமூலம் தெரிவியுங்கள்",
  "bank-credit": "ஆய்வு நடக்கும்போதே உங்கள் வங்கி அந்தத் தொகையை உங்கள் கணக்கில் திரும்ப வரவு வைக்கும்",
  "wallet-credit": "ஆய்வு நடக்கும்போதே உங்கள் வாலட் நிறுவனம் அந்தத் தொகையைத் திரும்ப வரவு வைக்கும்",
  "credit-card-credit": "கிரெடிட் கார்டு என்றால், ஆய்வு நடக்கும்போதே உங்கள் வங்கி அந்தத் தொகையை கார்டில் திரும்ப வரவு வைக்கும்",
  "bank-decision": "உங்கள் வங்கி உங்கள் புகார் மீது முடிவெடுத்து, பதில் தரும்",
  "held-money": "பணம் நிறுத்தி வைக்கப்பட்டதாக SMS வந்தால், அதைத் திரும்பக் கேளுங்கள்",
  ombudsman: "வங்கி மறுத்தால் அல்லது சரிசெய்யாவிட்டால், RBI குறைதீர்ப்பாளரிடம் புகார் செய்யுங்கள்",
  "claim-compensation": "நீங்கள் {amount} வரை இழப்பீடு கோர முடியக்கூடும்",
};
