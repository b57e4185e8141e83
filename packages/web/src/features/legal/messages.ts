// The words of the accessibility statement (AccessibilityPage.tsx), after the GOV.UK model
// accessibility statement, written for a private hire operator: the Equality Act 2010 applies, not
// the public sector accessibility regulations, and the Equality Advisory and Support Service
// (EASS) is where a visitor goes when our answer does not satisfy them.
export const statementMessages = {
  title: (site: string) => `Accessibility statement for ${site}`,
  intro: (operator: string) =>
    `${operator} runs this website. We want as many people as possible to be able to book and follow their rides here. For example, you should be able to:`,
  abilities: [
    "change colours and contrast, or use the dark mode in the header",
    "zoom in up to 200%, or use a window 320 pixels wide, without scrolling sideways or text overlapping",
    "book, pay and follow a ride using just a keyboard, always seeing where you are",
    "sign in with a password manager, with no puzzle to solve",
    "listen to every page, the route of a ride included, using a screen reader",
  ],
  plainWords: "We have also made the text on the website as simple as we can to understand.",
  howAccessible: "How accessible this website is",
  knownIntro: "We know some parts of this website are not fully accessible:",
  noneKnownIntro:
    "We know of no part of this website that is not accessible. If you find one, please tell us (see below).",
  noneKnown: "We know of no content on this website that fails the WCAG 2.2 AA standard.",
  feedback: "Feedback and contact information",
  feedbackIntro:
    "If you need help booking a ride, or need information on this website in a different format, contact us:",
  call: "Call",
  email: "E-mail",
  answer: "We will consider your request and get back to you within 5 working days.",
  phoneBooking: "You can always book a ride by phone instead.",
  reporting: "Reporting accessibility problems with this website",
  reportingText:
    "We are always looking to improve the accessibility of this website. If you find any problems not listed on this page, or think we are not meeting accessibility requirements, contact us as above.",
  enforcement: "Enforcement procedure",
  enforcementText:
    "If you contact us with a complaint and you are not happy with how we respond, contact the Equality Advisory and Support Service (EASS). Under the Equality Act 2010 we must make reasonable adjustments so that disabled people can use our services.",
  technical: "Technical information about this website's accessibility",
  commitment: (operator: string) =>
    `${operator} is committed to making its website accessible, in accordance with the Equality Act 2010.`,
  status: {
    partial:
      "This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the problems listed below.",
    full: "This website is fully compliant with the Web Content Accessibility Guidelines version 2.2 AA standard.",
  },
  nonAccessible: "Non-accessible content",
  fails: (criterion: string) => `This fails WCAG 2.2 success criterion ${criterion}.`,
  testing: "How we tested this website",
  testingText:
    "Every page is tested before each release, as the person who opens it (a visitor, a passenger, a business booker, a driver): an automated check (axe) with the WCAG 2.2 A and AA rules, in light and dark mode; each page at 320 pixels wide and at 200% zoom, for sideways scrolling and text drawn over other text; tabbing forward and back through each page, for a control hidden behind the header or without a visible outline; journeys that book, pay, track, cancel, upload trips and bid with the keyboard alone; and a check that the route of every ride is given in words beside its map.",
  dates: (prepared: string, reviewed: string) =>
    `This statement was prepared on ${prepared}. It was last reviewed on ${reviewed}.`,
} as const;
