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
