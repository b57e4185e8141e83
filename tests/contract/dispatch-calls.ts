// One call per operation that the contract accepts, through the port: the error suite drives each
// of them into every error example of its operation.
import type { DispatchApi, OperationId } from "@cabline/api-ports";
import type { Booking } from "@cabline/domain";
import {
  aboveBar,
  airportReturn,
  at,
  businessTrip,
  canuteRoad,
  central,
  crewChangeRows,
  gbp,
  mayflower,
} from "./samples.ts";

const token = "kT3v9QpX2mLa7RcZ0bN4wE";
export const driverToken = "cbl_dt_M3xK8pL2vN6bQ1wE5rT9yU4iO7aS0dFg";

/** The first booking a watchBooking stream sends (then it stops following); its error, if it ends first. */
export const firstEvent = (api: DispatchApi, bookingToken: string) =>
  new Promise<Booking.BookingDetails>((resolve, reject) => {
    const stop = api.tracking.watchBooking(
      { bookingToken },
      {
        onBooking: (details) => {
          stop();
          resolve(details);
        },
        onEnd: (error) => reject(error ?? new Error("the stream ended with no booking")),
      },
    );
  });

export const validCalls: Readonly<Record<OperationId, (api: DispatchApi) => Promise<unknown>>> = {
  getConfiguration: (api) => api.configuration.getConfiguration(),
  doLoginWeb: (api) => api.customerAuth.doLoginWeb({ email: "passenger@example.com", password: "cabline-sandbox" }),
  submitTelForValidation: (api) =>
    api.customerAuth.submitTelForValidation({ number: "+447700900123", isForSignIn: true, captchaToken: "03AFcWeA5" }),
  loginUsingPhoneNumberWeb: (api) =>
    api.customerAuth.loginUsingPhoneNumberWeb({ number: "+447700900123", validationCode: "482913" }),
  registerWeb: (api) =>
    api.customerAuth.registerWeb({
      name: "Harriet Lane",
      email: "harriet.lane@example.com",
      number: "+447700900987",
      validationCode: "730264",
      password: "Tide-Mill-1912",
    }),
  submitEmailForValidation: (api) => api.customerAuth.submitEmailForValidation({ email: "harriet.lane@example.com" }),
  doLogout: (api) => api.customerAuth.doLogout(),
  forgotPassword: (api) => api.customerAuth.forgotPassword({ email: "passenger@example.com" }),
  resetPassword: (api) =>
    api.customerAuth.resetPassword({ token: "rT7uQ2wE9xK4mN1pL6sV3a", password: "Bargate-Walls-1350" }),
  checkToken: (api) => api.customerAuth.checkToken(),
  getGuestUserId: (api) => api.customerAuth.getGuestUserId(),
  getPersonalData: (api) => api.customerAuth.getPersonalData(),
  closeAccount: (api) => api.customerAuth.closeAccount({ password: "correct-horse-battery" }),
  getHistory: (api) => api.bookings.getHistory({ count: 10 }),
  getUpcoming: (api) => api.bookings.getUpcoming({ businessId: 501 }),
  getBookings: (api) => api.bookings.getBookings({ count: 5 }),
  createBooking: (api) => api.bookings.createBooking(airportReturn),
  updateBooking: (api) =>
    api.bookings.updateBooking({
      booking_token: "Nf5Lq2Wz8Cx4Vb7Mk1Jh3G",
      dateTime: at("2026-12-04T08:15:00+00:00"),
      pickup: canuteRoad,
      destinations: [mayflower, central],
      passengers: 2,
      luggage: 1,
    }),
  getActiveRideTypes: (api) => api.bookings.getActiveRideTypes(),
  getCostEstimate: (api) => api.bookings.getCostEstimate(businessTrip),
  saveLocation: (api) => api.bookings.saveLocation({ name: "Home", place: aboveBar }),
  cancelBookingPair: (api) => api.bookings.cancelBookingPair({ bookingToken: token }),
  getCancelBookingInfo: (api) => api.bookings.getCancelBookingInfo({ bookingToken: token }),
  sendReceipt: (api) => api.bookings.sendReceipt({ bookingToken: token, email: "passenger@example.com" }),
  sendManageLink: (api) => api.bookings.sendManageLink({ contact: "passenger@example.com" }),
  submitBookingFeedback: (api) =>
    api.bookings.submitBookingFeedback({ bookingToken: token, kind: "review", rating: 4, comment: "Kind driver." }),
  updateBasket: (api) => api.checkout.updateBasket({ bookingIds: [48213, 48214], promocode: "WELCOME10" }),
  checkout: (api) => api.checkout.checkout({ basket_id: "bsk_48213_Xa1", paymentMethod: "card", card_id: "card_1" }),
  confirmPayment: (api) => api.checkout.confirmPayment({ paymentId: "pi_3QxSolent48213b", bookingToken: token }),
  canUsePromocodeForBooking: (api) =>
    api.cardsAndPromocodes.canUsePromocodeForBooking({ promocode: "WELCOME10", userId: 10234, amount: gbp(5700) }),
  getPromocodeInfo: (api) => api.cardsAndPromocodes.getPromocodeInfo({ promocode: "CRUISE5" }),
  getAllPromocodes: (api) => api.cardsAndPromocodes.getAllPromocodes(),
  getCards: (api) => api.cardsAndPromocodes.getCards(),
  addCard: (api) => api.cardsAndPromocodes.addCard({ newCardToken: "tok_visa" }),
  confirmCardSetup: (api) => api.cardsAndPromocodes.confirmCardSetup({ setupId: "seti_1QxSolent3ds" }),
  getBooking: (api) => api.tracking.getBooking({ bookingToken: token }),
  getFlightTracking: (api) => api.tracking.getFlightTracking({ flightNumber: "SI4202" }),
  watchBooking: (api) => firstEvent(api, token),
  businessSignup: (api) =>
    api.business.businessSignup({
      company_name: "Solent Marine Logistics Ltd",
      firstName: "Daniel",
      lastName: "Okafor",
      email: "booker@example.com",
      phoneNumber: "7700900456",
      password: "Ocean-Village-2026",
      acceptPolicy: true,
    }),
  getSubAccounts: (api) => api.business.getSubAccounts({ businessId: 501 }),
  inviteSubAccount: (api) =>
    api.business.inviteSubAccount({ business_id: 501, name: "Tom Hughes", email: "tom.hughes@example.com" }),
  removeSubAccount: (api) => api.business.removeSubAccount({ businessId: 501, businessUserId: 7305 }),
  getInvitation: (api) => api.business.getInvitation({ token: "iN4vT8kQ2xW6mR0pZ3sL7c" }),
  acceptInvitation: (api) => api.business.acceptInvitation({ token: "iN4vT8kQ2xW6mR0pZ3sL7c" }),
  bulkImportTrips: (api) => api.business.bulkImportTrips({ business_id: 501, dry_run: true, rows: crewChangeRows }),
  checkDriverSignupStatus: (api) => api.driver.checkDriverSignupStatus({ email: "driver@example.com" }),
  submitDriverSignup: (api) =>
    api.driver.submitDriverSignup({
      firstName: "Aisha",
      lastName: "Begum",
      email: "aisha.begum@example.com",
      phoneNumber: "7700900915",
      password: "Netley-Abbey-1239",
      acceptPolicy: true,
      badge_expires: "2027-09-30",
      dvla_licence_number: "BEGUM862079A99AB",
      dvla_licence_expires: "2033-04-11",
      dbs_certificate_number: "001234567890",
      dbs_issued: "2025-03-01",
    }),
  uploadDriverDocument: (api) =>
    api.driver.uploadDriverDocument({
      upload_token: "dU9xb1RzQ0FlTWlVbmZrWjJ4cG5Ud0E",
      document: "insurance",
      file_name: "insurance-2026.pdf",
      content_type: "application/pdf",
      content_base64: "JVBERi0xLjcKJcTl8uXrp/Og0MTGCg==",
    }),
  doLoginToolbox: (api) => api.driver.doLoginToolbox({ email: "driver@example.com", password: "cabline-sandbox" }),
  driverLogout: (api) => api.driver.driverLogout({ driverToken }),
  driverForgotPassword: (api) => api.driver.driverForgotPassword({ email: "driver@example.com" }),
  driverResetPassword: (api) =>
    api.driver.driverResetPassword({ token: "dR5vK8pQ1mX4wN7zL2sT9b", password: "Red-Funnel-1861" }),
  getContractsForWeb: (api) => api.driver.getContractsForWeb({ driverToken }),
  placeBid: (api) => api.driver.placeBid({ driverToken, bid: { contract_id: 9101, amount: gbp(1350) } }),
};
