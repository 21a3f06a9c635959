import { TOPIC_SLUGS } from "~/shared/routes";

export const servicesPageText = {
  meta: {
    title: "Our Services",
    description:
      "Legal help for money scams, ATM and UPI fraud, fake calls, phishing, identity theft, spam e-mail, data theft and digital fraud in India.",
  },
  heading: "Our Services",
  intro:
    "Choose what happened to you to read what to do now, where to complain and what the law says. Or ask us directly: we answer 24/7.",
};

/** docs/product.md: eight cards (the theft page is reached from the home page and the menus). */
export const SERVICE_CARD_TOPICS = TOPIC_SLUGS.filter(
  (slug): slug is Exclude<(typeof TOPIC_SLUGS)[number], "theft"> => slug !== "theft",
);
