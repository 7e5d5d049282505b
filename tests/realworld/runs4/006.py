# Variable-length samples batched with .batch() instead of padded_batch.
import numpy as np
import mindspore.dataset as ds
rng = np.random.default_rng(0)
samples = [rng.integers(0, 1000, size=int(rng.integers(5, 20))).astype(np.int32) for _ in range(32)]
def gen():
    for s in samples:
        yield (s,)
data = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=False).batch(8)
for step, batch in enumerate(data.create_tuple_iterator(num_epochs=1)):
    print("step", step, batch[0].shape)
