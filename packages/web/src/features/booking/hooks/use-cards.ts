// The signed-in user's saved cards (spec §7 card/get); none for guests.
import * as Card from "@cabline/domain/Card";
import { useEffect, useState } from "react";
import { emptied } from "../../../lib/lists.ts";
import { useServices } from "../../../lib/session-context.tsx";

export function useSavedCards(signedIn: boolean): ReadonlyArray<Card.Card> {
  const load = useServices();
  const [cards, setCards] = useState<ReadonlyArray<Card.Card>>([]);
  useEffect(() => {
    if (!signedIn) return setCards(emptied);
    let live = true;
    const today = new Date();
    load()
      .then(({ dispatch }) => dispatch.cardsAndPromocodes.getCards())
      .then((found) => {
        const usable = found.filter(
          (card) => !Card.isExpired(card, { year: today.getFullYear(), month: today.getMonth() + 1 }),
        );
        if (live) setCards(usable);
      })
      .catch(() => live && setCards([]));
    return () => {
      live = false;
    };
  }, [load, signedIn]);
  return cards;
}
