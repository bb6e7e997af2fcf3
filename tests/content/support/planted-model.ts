import type { ApiModel, OperationModel } from './spec';

/**
 * The model with the operation `operationId` replaced by a copy that `plant` changes: beside the
 * other operations (`all`), or alone (`only`, for rules that read every operation's examples).
 */
export function withPlantedOperation(model: ApiModel, operationId: string, plant: (op: OperationModel) => void, keep: 'all' | 'only' = 'all'): ApiModel {
  const op = structuredClone(model.operations.find((candidate) => candidate.operationId === operationId)!);
  plant(op);
  return { ...model, operations: keep === 'only' ? [op] : model.operations.map((candidate) => (candidate.operationId === operationId ? op : candidate)) };
}
