// Fixed words of the Learning Corner pages.
export const learningPageText = {
  whatYouWillLearn: "What You'll Learn",
  needHelp: "Need help with a complaint?",
  cornerHeading: "Learning Corner",
  cornerIntro:
    "Short, practical guides to staying safe online and to what you can do if you have been cheated. Free to read and share.",
  whatsappLine: "Questions? Chat with us on WhatsApp:",
  cornerMetaDescription:
    "Free guides on cyber safety and cyber fraud in India: a citizen manual, safety tips, awareness of current scams and a daily digest.",
};
