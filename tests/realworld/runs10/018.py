# HF DataCollatorWithPadding habit: a collate function taking the list of feature dicts of one batch is passed as
# per_batch_map to mindspore.dataset batch(); the pipeline calls it with one list per column plus a BatchInfo.
import numpy as np
import mindspore.dataset as ds
rng = np.random.default_rng(0)
samples = [rng.integers(1, 100, size=int(n)).astype(np.int32) for n in rng.integers(3, 12, size=16)]
def gen():
    for s in samples:
        yield s, np.array(int(s[0] % 2), np.int32)
def collate(features):
    width = max(len(f["input_ids"]) for f in features)
    ids = np.stack([np.pad(f["input_ids"], (0, width - len(f["input_ids"]))) for f in features])
    return ids, np.array([f["label"] for f in features], np.int32)
data = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False)
data = data.batch(4, per_batch_map=collate, input_columns=["input_ids", "label"])
for ids, label in data.create_tuple_iterator(output_numpy=True):
    print(ids.shape, label)
