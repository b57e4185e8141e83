// Words of the driver application (spec §2 /driver-signup, §7 checkSignupStatus).
import type * as Driver from "@cabline/domain/Driver";

export const signupMessages = {
  title: "Drive with us",
  intro:
    "Tell us about you, your licences and your vehicle. It takes about 5 minutes; we then ask for copies of your documents.",
  status: {
    title: "Your application",
    label: {
      not_started: "No application",
      pending_documents: "Submitted: documents needed",
      under_review: "Under review",
      approved: "Approved",
      rejected: "Refused",
      emailed: "Sent by e-mail",
    } satisfies Record<Driver.SignupStatus, string>,
    explain: {
      not_started: "We have no application for this e-mail address.",
      pending_documents: "We have your application. Please send us the documents below so we can review it.",
      under_review: "We are checking your application and documents. We will e-mail you when we have decided.",
      approved: "You can sign in to the driver portal and bid on contracts.",
      rejected: "We cannot take your application forward. We have e-mailed you the reasons.",
      emailed:
        "If there is an application for this address, we have e-mailed where it stands to that address. The e-mail you had when you applied has a link to send your documents.",
    } satisfies Record<Driver.SignupStatus, string>,
    reference: (id: number) => `Application reference ${id}`,
    missing: "Documents we still need",
    check: "Check an application",
    checkEmail: "E-mail address you applied with",
    checkRequired: "Enter the e-mail address you applied with",
    checkSubmit: "Check status",
    checking: "Checking…",
  },
} as const;

/** "DVLA driving licence" stays as it is; "Private-hire driver licence" reads "private-hire driver licence". */
const inSentence = (name: string): string =>
  /^[A-Z]{2}/.test(name) ? name : `${name.charAt(0).toLowerCase()}${name.slice(1)}`;

/** The documents step (§5 Upload, §8 upload rejection, §9 sizes in kb). */
export const documentMessages = {
  title: "Send your documents",
  intro:
    "A clear photo or scan of each, as a PDF, JPEG or PNG file. Sending a document again replaces the copy we have.",
  needed: "Still needed",
  received: (fileName: string, size: string) => `Received: ${fileName} (${size})`,
  choose: (name: string) => `Choose a file for your ${inSentence(name)}`,
  replace: "Send a new copy",
  sending: (name: string) => `Sending your ${inSentence(name)}…`,
  sent: (name: string) => `${name} received.`,
  allIn: "We have every document we need. Your application is now under review.",
  loading: "Loading your documents…",
  progress: (done: number, total: number) => `${done} of ${total} documents received`,
} as const;

export const signupForm = {
  aboutYou: "About you",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail address",
  countryCode: "Dial code",
  phone: "Mobile number",
  phoneHint: "We text you about work offers.",
  licence: "Your licences",
  authority: "Licensing council",
  authorityHint: "The council that issued your private-hire driver badge, for example Southampton City Council.",
  badge: "Private-hire driver badge number",
  badgeExpires: "Badge expiry date",
  dvlaNumber: "DVLA driving licence number",
  dvlaNumberHint: "16 characters, in section 5 of your photocard.",
  dvlaExpires: "Photocard expiry date",
  dvlaExpiresHint: "In section 4b of your photocard.",
  dbsNumber: "Enhanced DBS certificate number",
  dbsNumberHint: "12 digits, at the top right of the certificate.",
  dbsIssued: "DBS certificate issue date",
  dbsIssuedHint: "Printed on the certificate. It must be less than 3 years old.",
  vehicle: "Your vehicle",
  make: "Make",
  model: "Model",
  colour: "Colour (optional)",
  registration: "Registration number",
  seats: "Passenger seats",
  seatsHint: "Seats for passengers, not counting the driver.",
  wheelchair: "The vehicle takes a passenger in a wheelchair",
  account: "Your password",
  password: "Password",
  confirmPassword: "Confirm password",
  acceptPolicy: "I accept the terms and the privacy policy",
  submit: "Send application",
  submitting: "Sending application…",
  sent: "Application sent. We have e-mailed you what happens next.",
  required: {
    firstName: "Enter your first name",
    lastName: "Enter your last name",
    email: "Enter your e-mail address",
    phoneNumber: "Enter your mobile number",
    licensing_authority: "Enter the council that issued your badge",
    badge_number: "Enter your private-hire driver badge number",
    make: "Enter the vehicle's make",
    model: "Enter the vehicle's model",
    registration: "Enter the vehicle's registration number",
    seats: "Enter the number of passenger seats, from 1 to 16",
    password: "Enter a password",
    confirmPassword: "Enter the password again",
    mismatch: "The passwords do not match",
    acceptPolicy: "Accept the terms and the privacy policy to apply",
  },
} as const;
