# HF group_by_length for a seq2seq set ported to bucket_batch_by_length over both token columns.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

rng = np.random.default_rng(0)
def gen():
    for i in range(200):
        n, m = rng.integers(4, 50), rng.integers(2, 30)
        yield rng.integers(1, 500, (n,)).astype(np.int32), rng.integers(1, 500, (m,)).astype(np.int32)

data = ds.GeneratorDataset(gen, ["input_ids", "labels"])
data = data.bucket_batch_by_length(["input_ids", "labels"], bucket_boundaries=[16, 32],
                                   bucket_batch_sizes=[16, 16, 8],
                                   pad_info={"input_ids": (None, 0), "labels": (None, -100)})
for step, b in enumerate(data.create_dict_iterator(output_numpy=True)):
    print(step, b["input_ids"].shape, b["labels"].shape)
