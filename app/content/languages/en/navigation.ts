import { TOPIC_LABELS } from "~/shared/labels";
import type { LearningSlug, TopicSlug } from "~/shared/routes";

// The menus' labels in English (app/content/navigation.ts builds the menus from them). Apart from
// ./chrome.ts, whose words the shell's script carries: these are read at build time only.

export const topicMenuLabels: Record<TopicSlug, string> = TOPIC_LABELS;

export const learningMenuLabels: Record<LearningSlug, string> = {
  manual: "Citizen Manual",
  "cyber-safety-tips": "Cyber Safety Tips",
  "cyber-awareness": "Cyber Awareness",
  "daily-digest": "Daily Digest",
};

/** Government Policies sections; ids are the page's anchors. */
export const policyMenuItems: { id: string; label: string }[] = [
  { id: "gst-registration", label: "GST Registration" },
  { id: "fssai-licence", label: "FSSAI Licence" },
  { id: "iso-certification", label: "ISO Certification" },
  { id: "msme-nsic-registration", label: "MSME/NSIC Registration" },
  { id: "rera-registration", label: "RERA Registration" },
];
