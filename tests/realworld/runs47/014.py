import numpy as np
import mindspore.dataset as ds

def gen():
    for i in range(10):
        yield np.arange(i % 4 + 2, dtype=np.int32), np.array(i % 2, np.int32)

def collate(input_ids, labels, batch_info):
    # HF-style DataCollatorWithPadding: pad and build attention mask
    L = max(len(x) for x in input_ids)
    ids = [np.pad(x, (0, L - len(x))) for x in input_ids]
    mask = [np.pad(np.ones_like(x), (0, L - len(x))) for x in input_ids]
    return ids, mask, labels

dataset = ds.GeneratorDataset(gen, column_names=["input_ids", "labels"], shuffle=False)
dataset = dataset.batch(4, per_batch_map=collate, input_columns=["input_ids", "labels"])
for b in dataset.create_dict_iterator(output_numpy=True):
    print({k: v.shape for k, v in b.items()})
