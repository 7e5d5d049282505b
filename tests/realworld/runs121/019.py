"""Query classifier fed from TFRecord shards written by the preprocessing job (token ids per query)."""
import numpy as np
import tensorflow as tf
import keras

MAX_LEN = 32
path = "/home/user/project/queries.tfrecord"
rng = np.random.default_rng(16)
with tf.io.TFRecordWriter(path) as w:
    for _ in range(600):
        n = int(rng.integers(4, MAX_LEN + 1))          # preprocessing stores unpadded ids
        ids = rng.integers(1, 1000, size=n)
        ex = tf.train.Example(features=tf.train.Features(feature={
            "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids)),
            "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(ids[0] % 3)])),
        }))
        w.write(ex.SerializeToString())
print("wrote", path)

feature_spec = {
    "input_ids": tf.io.FixedLenFeature([MAX_LEN], tf.int64),
    "label": tf.io.FixedLenFeature([], tf.int64),
}
def parse(record):
    ex = tf.io.parse_single_example(record, feature_spec)
    return ex["input_ids"], ex["label"]

ds = tf.data.TFRecordDataset(path).map(parse, num_parallel_calls=tf.data.AUTOTUNE).shuffle(600).batch(32)

inp = keras.Input((MAX_LEN,), dtype="int64")
h = keras.layers.Embedding(1000, 32, mask_zero=True)(inp)
h = keras.layers.GlobalAveragePooling1D()(h)
model = keras.Model(inp, keras.layers.Dense(3)(h))
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3)
