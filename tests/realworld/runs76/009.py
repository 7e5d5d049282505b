# Bucketing variable-length reviews to save padding
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
lens = rng.integers(3, 200, size=2000)
def gen():
    for n in lens:
        yield rng.integers(1, 20000, size=int(n)).astype("int32"), int(rng.integers(0, 2))
ds = tf.data.Dataset.from_generator(gen, output_signature=(tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))

boundaries = [32, 64, 128]
batch_sizes = [64, 32, 16]   # one per bucket
ds = ds.bucket_by_sequence_length(
    element_length_func=lambda x, y: tf.shape(x)[0],
    bucket_boundaries=boundaries,
    bucket_batch_sizes=batch_sizes)
for x, y in ds.take(3):
    print(x.shape, y.shape)
