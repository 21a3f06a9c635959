export const faqPageText = {
  meta: {
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about cyber fraud in India: the 1930 helpline, UPI and ATM fraud, identity theft, phishing and recovering money.",
  },
  heading: "Frequently Asked Questions",
  intro: "Plain answers to what victims of cyber fraud ask us most.",
  moreHeading: "Still have a question?",
  moreText: "Ask us directly. Our team answers 24/7.",
};
