import { describe, expect, it } from "vitest";
import * as Business from "../src/Business.ts";

const priya: Business.SubAccount = {
  business_user_id: 7302,
  name: "Priya Shah",
  email_address: "priya.shah@example.com",
  role: "SUB_ACCOUNT",
  status: "active",
};
const tom: Business.SubAccount = {
  business_user_id: null,
  name: "Tom Hughes",
  email_address: "tom.hughes@example.com",
  role: "SUB_ACCOUNT",
  status: "invited",
};
const owen: Business.SubAccount = { ...priya, business_user_id: 7305, name: "Owen Marsh" };

describe("Business (spec §2 /sub-accounts, /invitation/{token}; §6)", () => {
  it("removes an active sub-account by id and withdraws an invitation by e-mail", () => {
    expect(Business.removalOf(priya)).toEqual({ business_user_id: 7302 });
    expect(Business.removalOf(tom)).toEqual({ email: "tom.hughes@example.com" });
  });

  it("lists active people first, then invitations, alphabetically", () => {
    expect(Business.ordered([tom, priya, owen]).map((s) => s.name)).toEqual(["Owen Marsh", "Priya Shah", "Tom Hughes"]);
    expect(Business.isPending(tom)).toBe(true);
  });

  it("asks a new invitee for details and an existing one for nothing, until it expires", () => {
    const invitation: Business.Invitation = {
      business_id: 501,
      business_name: "Solent Marine Logistics",
      email_address: "tom.hughes@example.com",
      expires_at: 1_000,
      account_exists: false,
    };
    expect(Business.acceptanceNeedsDetails(invitation)).toBe(true);
    expect(Business.acceptanceNeedsDetails({ ...invitation, account_exists: true })).toBe(false);
    expect(Business.isInvitationExpired(invitation, 999)).toBe(false);
    expect(Business.isInvitationExpired(invitation, 1_000)).toBe(true);
  });
});

describe("Business invite form (spec §2 /sub-accounts, §8 messages)", () => {
  it("asks for a name and an e-mail that looks like one, by §8 code", () => {
    expect(Business.inviteIssues({ name: " ", email: "" })).toEqual([
      { field: "name", code: "name_empty" },
      { field: "email", code: "email_empty" },
    ]);
    expect(Business.inviteIssues({ name: "Tom", email: "tom@" })).toEqual([{ field: "email", code: "email_invalid" }]);
    expect(Business.inviteIssues({ name: "Tom", email: "tom@example.com" })).toEqual([]);
  });

  it("puts the server's code on the field it is about", () => {
    expect(Business.inviteFieldFor("email_already_registered")).toBe("email");
    expect(Business.inviteFieldFor("Invalid contact number")).toBe("contact_number");
    expect(Business.inviteFieldFor("not_business_user")).toBeUndefined();
  });
});
