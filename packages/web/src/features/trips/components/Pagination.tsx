// Paging of a trips list (§9): page sizes 10, 25, 50 and 100, "Total N Items", previous and next.
import { Button, Flex, Text } from "@chakra-ui/react";
import { NativeSelect } from "../../../theme/later.ts";
import * as Constants from "@cabline/domain/Constants";
import * as OneOf from "@cabline/domain/OneOf";
import { messages } from "../messages.ts";
import { SelectField } from "../../../components/controls/select.tsx";

export function Pagination(props: {
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: Constants.TablePageSize;
  readonly onPage: (index: number) => void;
  readonly onPageSize: (size: Constants.TablePageSize) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Flex gap="3" align="center" wrap="wrap" justify="space-between" fontSize="sm">
      <Text data-testid="trips-total">{Constants.paginationTotalText(props.total)}</Text>
      <Flex gap="2" align="center" wrap="wrap">
        <label htmlFor="trips-page-size">{messages.list.perPage}</label>
        <NativeSelect.Root size="sm" width="20">
          <SelectField
            id="trips-page-size"
            value={props.pageSize}
            onChange={(event) => {
              // The options are the page sizes, so the chosen value is one of them.
              const size = OneOf.oneOf(Constants.tablePageSizes, Number(event.currentTarget.value));
              if (size !== undefined) props.onPageSize(size);
            }}
          >
            {Constants.tablePageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={props.pageIndex === 0}
          onClick={() => props.onPage(props.pageIndex - 1)}
        >
          {messages.list.previousPage}
        </Button>
        <Text aria-live="polite">{messages.list.page(props.pageIndex + 1, pages)}</Text>
        <Button
          size="sm"
          variant="outline"
          disabled={props.pageIndex + 1 >= pages}
          onClick={() => props.onPage(props.pageIndex + 1)}
        >
          {messages.list.nextPage}
        </Button>
      </Flex>
    </Flex>
  );
}
