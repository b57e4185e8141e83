// The words of the guest-link pages whose content the spec does not show (§2 /qr,
// /phone-review/{token}, /driver_no_activity_feedback/{token}), en-GB.
export const messages = {
  qr: {
    title: (appName: string) => `Book a ride with ${appName}`,
    intro: "Scan the code with a phone camera to open our booking page. Print it for posters, cards and cabs.",
    alt: (url: string) => `QR code that opens ${url}`,
    link: "Or go to",
    print: "Print",
    download: "Download image",
  },
  noShow: {
    title: "The driver did not arrive",
    intro: "Sorry your driver did not reach you. Tell us now, so we can send another car or put it right.",
    reference: (id: number) => `Booking ${id}`,
    pickup: "Pickup",
    from: "From",
    status: "What we know",
    driver: "Driver",
    noDriver: "No driver was assigned.",
    call: (appName: string) => `Call ${appName} now`,
    email: "E-mail us about it",
    subject: (id: number) => `Driver did not arrive: booking ${id}`,
    body: (id: number, pickup: string, time: string) =>
      `My driver did not arrive for booking ${id}, pickup ${time} from ${pickup}.\n\nWhat happened:\n`,
    noContact: "Reply to the message that sent you this link.",
    track: "See the booking's progress",
  },
  review: {
    title: "How was your ride?",
    intro: (appName: string) => `You booked this ride with ${appName} by phone. Tell us how it went.`,
    reference: (id: number) => `Booking ${id}`,
    ride: (time: string, from: string, to: string) => `${time}, from ${from} to ${to}`,
    notYet: "You can rate this ride once it is complete.",
    rating: "Your rating",
    ratingHint: "1 is very poor, 5 is excellent",
    stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
    comment: "Anything you would like to tell us? (optional)",
    submit: "Send my review",
    errorSummary: "There is a problem",
    ratingRequired: "Choose a rating from 1 to 5",
    sendsEmail: (email: string) =>
      `This opens your e-mail app with your review addressed to ${email}; press send there.`,
    subject: (id: number, rating: number) => `Review of booking ${id}: ${rating} out of 5`,
    body: (id: number, rating: number, comment: string) =>
      `Booking ${id}\nRating: ${rating} out of 5\n${comment === "" ? "" : `\n${comment}\n`}`,
    noEmail: "We cannot take reviews online yet. Please tell us when you next call.",
  },
} as const;
