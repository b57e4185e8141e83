// Paging of a trips list (spec §9: sizes 10, 25, 50, 100; "Total N Items").
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import * as Constants from "@cabline/domain/Constants";
import { SelectField } from "../components/fields.tsx";
import { bizMessages } from "../messages.ts";

type Props = {
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly size: number;
  readonly paged: boolean;
  readonly setPage: (page: number) => void;
  readonly setSize: (size: number) => void;
};

export function TripsPager({ total, page, pages, size, paged, setPage, setSize }: Props) {
  const m = bizMessages.trips;
  return (
    <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "flex-end" }} gap="3">
      <Text data-testid="trips-total" fontWeight="semibold">
        {Constants.paginationTotalText(total)}
      </Text>
      {paged && (
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Stack width="36">
            <SelectField
              id="trips-page-size"
              label={m.pageSize}
              value={String(size)}
              options={Constants.tablePageSizes.map((s) => ({ value: String(s), label: String(s) }))}
              onChange={(value) => setSize(Number(value))}
            />
          </Stack>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {m.previous}
          </Button>
          <Text aria-live="polite" data-testid="trips-page">
            {m.page(page, pages)}
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {m.next}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
