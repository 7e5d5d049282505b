# Dynamic padding collate_fn from torch ported as per_batch_map; returns the lengths as an extra array
import numpy as np
import mindspore.dataset as ds

def gen():
    for i in range(16):
        n = 3 + i % 5
        yield (np.arange(n, dtype=np.int32), np.array(i % 2, dtype=np.int32))

def collate(input_ids, labels, batch_info):
    maxlen = max(len(x) for x in input_ids)
    padded = [np.pad(x, (0, maxlen - len(x))) for x in input_ids]
    lengths = np.array([len(x) for x in input_ids], dtype=np.int32)
    return padded, labels, lengths      # torch collate returned a dict with 3 entries

data = ds.GeneratorDataset(gen, column_names=["input_ids", "labels"], shuffle=False)
data = data.batch(4, per_batch_map=collate, input_columns=["input_ids", "labels"])
for batch in data.create_dict_iterator(output_numpy=True):
    print({k: v.shape for k, v in batch.items()})
