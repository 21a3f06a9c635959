import {
  Banknote,
  BookOpen,
  Bug,
  CircleCheck,
  Clock,
  CreditCard,
  Database,
  FileText,
  Fish,
  Gavel,
  Globe,
  Headset,
  HatGlasses,
  Lightbulb,
  Lock,
  Mail,
  MailWarning,
  MessageSquareText,
  Newspaper,
  PhoneCall,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
  UserX,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../content/types";

// Content names its icons; this is the one place that turns a name into a picture.
const icons: Record<IconName, LucideIcon> = {
  money: Banknote,
  atm: CreditCard,
  phone: PhoneCall,
  phishing: Fish,
  identity: UserX,
  mail: MailWarning,
  database: Database,
  malware: Bug,
  theft: Smartphone,
  book: BookOpen,
  shield: ShieldCheck,
  lightbulb: Lightbulb,
  news: Newspaper,
  lock: Lock,
  anonymous: HatGlasses,
  support: MessageSquareText,
  headset: Headset,
  "mail-fast": Mail,
  india: Globe,
  gavel: Gavel,
  document: FileText,
  clock: Clock,
  check: CircleCheck,
  alert: TriangleAlert,
};

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" size={size} className={className} />;
}

/** Brand glyphs lucide does not ship; drawn as simple outlines in the same stroke style. */
export function FacebookGlyph({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v3.5H8V21h3.5v-7.5H14l.5-3.5h-3V8a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function InstagramGlyph({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
      <circle cx="12" cy="12" r="4.25" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function WhatsAppGlyph({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l1-1.6-2-1-1 1a4 4 0 0 1-2.9-2.9l1-1-1-2z" />
    </svg>
  );
}
