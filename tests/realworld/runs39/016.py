# HF DataCollator-style collate_fn(features) -> dict, reused as the per_batch_map of a MindSpore batch().
# MindSpore calls per_batch_map with one list per input column plus a BatchInfo, not with a list of examples.
import numpy as np
import mindspore.dataset as ds

np.random.seed(0)
PAD = 0


def gen():
    for i in range(40):
        n = np.random.randint(5, 17)
        yield np.random.randint(1, 1000, n).astype(np.int32), np.array(i % 2, np.int32)


def collate_fn(features):
    """torch/HF style: features is a list of examples."""
    max_len = max(len(f[0]) for f in features)
    input_ids = np.full((len(features), max_len), PAD, np.int32)
    for i, (ids, _) in enumerate(features):
        input_ids[i, :len(ids)] = ids
    labels = np.stack([f[1] for f in features])
    return input_ids, labels


data = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False)
data = data.batch(8, per_batch_map=collate_fn, input_columns=["input_ids", "label"])
for step, (ids, labels) in enumerate(data.create_tuple_iterator(output_numpy=True)):
    print(f"batch {step} input_ids {ids.shape} labels {labels.shape}")
