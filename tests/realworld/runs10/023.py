# healthy twin: the HF collate logic rewritten for mindspore.dataset batch(per_batch_map=...): one list per input
# column plus BatchInfo, returning one array per column; padded batches printed.
import numpy as np
import mindspore.dataset as ds
rng = np.random.default_rng(0)
samples = [rng.integers(1, 100, size=int(n)).astype(np.int32) for n in rng.integers(3, 12, size=16)]
def gen():
    for s in samples:
        yield s, np.array(int(s[0] % 2), np.int32)
def collate(input_ids, label, batch_info):
    width = max(len(x) for x in input_ids)
    ids = np.stack([np.pad(x, (0, width - len(x))) for x in input_ids]).astype(np.int32)
    return ids, np.array(label, np.int32)
data = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False)
data = data.batch(4, per_batch_map=collate, input_columns=["input_ids", "label"])
for ids, label in data.create_tuple_iterator(output_numpy=True):
    print(ids.shape, label)
