/**
 * The page id of an operation, e.g. `CardsController_updateCardStatus` gives
 * `cards-controller-update-card-status`: what lodash's kebabCase makes of the operation ids
 * the API reference names its pages by, without shipping lodash to the overview pages.
 */
export function operationPageId(operationId: string): string {
  return (operationId.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? []).map((word) => word.toLowerCase()).join('-');
}
