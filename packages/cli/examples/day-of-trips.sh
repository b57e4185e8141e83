#!/usr/bin/env bash
# Books a day of trips for two tenants with the cabline CLI, then lists what was booked.
#
#   CABLINE_API=http://127.0.0.1:4020 CABLINE_PASSWORD=cabline-sandbox ./day-of-trips.sh 2026-12-01
#
# The day is "tomorrow" unless given (YYYY-MM-DD). Each tenant has its own session (cabline keeps
# one per API and tenant), so the two logins do not disturb each other, and its own service area:
# Solent Cars' trips start or finish in Southampton, Gosport & District's round Gosport.
# Exit codes: 1 the API refused a booking, 2 a booking was wrong, 3 the API could not be reached.
set -euo pipefail

day="${1:-tomorrow}"
: "${CABLINE_PASSWORD:?set CABLINE_PASSWORD to the bookers password}"
export CABLINE_PASSWORD

# tenant|email|pickup|drop|times (space-separated, UK time)|extra flags
plan=(
  "BOOK|booker@example.com|Southampton Central|Southampton Airport|07:30 09:00 12:15 17:45|--po-number QA-${day// /-}"
  "GDT|passenger@example.com|Gosport Ferry Terminal|Lee-on-the-Solent|08:10 14:30|--payment cash --passengers 2 --luggage 3"
)

booked=0
for line in "${plan[@]}"; do
  IFS='|' read -r tenant email pickup drop times extra <<<"$line"
  cabline --tenant "$tenant" login --email "$email" --quiet >/dev/null
  for time in $times; do
    # --quiet prints only the booking token(s); the outbound one comes first.
    # shellcheck disable=SC2086 # $extra holds several flags on purpose
    if token=$(cabline --tenant "$tenant" book --pickup "$pickup" --drop "$drop" --at "$day $time" $extra --quiet | head -n 1); then
      echo "$tenant $time $token"
      booked=$((booked + 1))
    else
      status=$?
      echo "$tenant $time not booked (exit $status)" >&2
      exit "$status"
    fi
  done
done

# A return trip with a via stop, priced first.
cabline --tenant GDT quote --pickup "Gosport Ferry Terminal" --drop "Southampton Airport" --via "Fareham" \
  --at "$day 10:00" --return --return-at "$day 19:00" --payment cash --quiet
token=$(cabline --tenant GDT book --pickup "Gosport Ferry Terminal" --drop "Southampton Airport" --via "Fareham" \
  --at "$day 10:00" --return --return-at "$day 19:00" --payment cash --quiet | head -n 1)
echo "GDT 10:00 $token (return at 19:00)"
booked=$((booked + 1))

echo "Booked $booked trips."
for tenant in BOOK GDT; do
  cabline --tenant "$tenant" trips list --filter upcoming --count 100 --quiet | wc -l | xargs echo "$tenant upcoming legs:"
done
