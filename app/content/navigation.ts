import { LEARNING_SLUGS, TOPIC_SLUGS, paths, type LearningSlug, type TopicSlug } from "~/shared/routes";
import { headerText } from "./site-chrome";
import { TOPIC_LABELS } from "~/shared/labels";

// The menus. Kept apart from the page content so the header carries labels, not pages.

export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
  label: string;
  /** Where the menu's own label leads. */
  to: string;
  items: NavLink[];
}

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

export const servicesMenu: NavMenu = {
  label: headerText.services,
  to: paths.services,
  items: [
    { label: headerText.allServices, to: paths.services },
    ...TOPIC_SLUGS.map((slug) => ({ label: topicMenuLabels[slug], to: paths.topic(slug) })),
  ],
};

export const governmentPoliciesMenu: NavMenu = {
  label: headerText.governmentPolicies,
  to: paths.governmentPolicies,
  items: policyMenuItems.map(({ id, label }) => ({ label, to: `${paths.governmentPolicies}#${id}` })),
};

export const learningMenu: NavMenu = {
  label: headerText.learningCorner,
  to: paths.learningCorner,
  items: [
    { label: headerText.learningCorner, to: paths.learningCorner },
    ...LEARNING_SLUGS.map((slug) => ({ label: learningMenuLabels[slug], to: paths.learning(slug) })),
  ],
};
