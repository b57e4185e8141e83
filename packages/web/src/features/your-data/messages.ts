// The words of /your-data and /account-closed. What is kept and for how long is the domain's
// (PersonalData.keptWords), so the page, the CLI and the contract say the same.
export const yourDataMessages = {
  title: "Your data",
  intro: (operator: string) =>
    `${operator} holds your profile, the companies you book for, your saved places, the bookings you made, your cards (the brand and last four digits only) and the messages it sent you. Download a copy whenever you like.`,
  downloadTitle: "Download your data",
  downloadJson: "Download as JSON",
  downloadCsv: "Download as CSV (for a spreadsheet)",
  downloading: "Preparing your file…",
  downloaded: (file: string) => `Downloaded ${file}.`,
  keptTitle: (operator: string) => `What ${operator} must keep`,
  closeTitle: "Close your account",
  closeIntro:
    "Closing your account cannot be undone. You can close it once none of your bookings is still to happen or under way. Download your data first if you want a copy.",
  password: "Your password",
  passwordHint: "To be sure it is you.",
  passwordMissing: "Enter your password to close your account.",
  close: "Close my account",
  closing: "Closing your account…",
  closedTitle: "Your account is closed",
  closedSignedOut:
    "You have been signed out on every device. You can no longer sign in with that e-mail address or number.",
  closedKept: (date: string) =>
    `Your booking records are kept, without your name, phone number or e-mail address, until ${date}, and deleted after that.`,
  closedAgain: "You can make a new account or book as a guest at any time.",
  bookRide: "Book a ride",
} as const;
