// Words of the driver application (spec §2 /driver-signup, §7 checkSignupStatus).
import type * as Driver from "@cabline/domain/Driver";

export const signupMessages = {
  title: "Apply to drive",
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
    } satisfies Record<Driver.SignupStatus, string>,
    explain: {
      not_started: "We have no application for this e-mail address.",
      pending_documents: "We have your application. Please send us the documents below so we can review it.",
      under_review: "We are checking your application and documents. We will e-mail you when we have decided.",
      approved: "You can sign in to the driver portal and bid on contracts.",
      rejected: "We cannot take your application forward. We have e-mailed you the reasons.",
    } satisfies Record<Driver.SignupStatus, string>,
    reference: (id: number) => `Application reference ${id}`,
    missing: "Documents we still need",
    check: "Check an application",
    checkEmail: "E-mail address you applied with",
    checkSubmit: "Check status",
    checking: "Checking…",
  },
} as const;
