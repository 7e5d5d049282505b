# Length-grouped batching (HF group_by_length) ported to bucket_batch_by_length; the bucket batch sizes
# were written one per boundary (3 boundaries -> 3 sizes).
import numpy as np
import mindspore.dataset as ds

rng = np.random.default_rng(0)
samples = [rng.integers(1, 500, rng.integers(4, 60)).astype(np.int32) for _ in range(100)]

def gen():
    for s in samples:
        yield (s,)

data = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=True)
boundaries = [16, 32, 48]
batch_sizes = [32, 16, 8]
data = data.bucket_batch_by_length(["input_ids"], boundaries, batch_sizes,
                                   pad_info={"input_ids": (None, 0)}, drop_remainder=False)
for batch in data.create_tuple_iterator(output_numpy=True):
    print(batch[0].shape)
