# padded_batch with explicit padded shapes for an (ids, attention_mask, label) dataset
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
def gen():
    for _ in range(500):
        n = int(rng.integers(4, 60))
        ids = rng.integers(1, 30000, size=n).astype("int32")
        yield {"input_ids": ids, "attention_mask": np.ones(n, "int32")}, int(rng.integers(0, 3))
ds = tf.data.Dataset.from_generator(gen, output_signature=(
    {"input_ids": tf.TensorSpec((None,), tf.int32), "attention_mask": tf.TensorSpec((None,), tf.int32)},
    tf.TensorSpec((), tf.int32)))
print(ds.element_spec)
MAX_LEN = 64
ds = ds.padded_batch(32, padded_shapes=({"input_ids": [MAX_LEN], "attention_mask": [MAX_LEN]}, [MAX_LEN]))
for batch, y in ds.take(2):
    print(batch["input_ids"].shape, y.shape)
