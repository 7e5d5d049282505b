# Write tokenised sentences to TFRecord, read back with parse_example
import os, numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
path = "/tmp/runs76_004.tfrecord"
with tf.io.TFRecordWriter(path) as w:
    for i in range(200):
        n = int(rng.integers(5, 40))
        toks = rng.integers(1, 30000, size=n)
        ex = tf.train.Example(features=tf.train.Features(feature={
            "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=toks)),
            "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(rng.integers(0, 2))])),
        }))
        w.write(ex.SerializeToString())
print("wrote", path, os.path.getsize(path), "bytes")

feature_spec = {
    "input_ids": tf.io.FixedLenFeature([], tf.int64),
    "label": tf.io.FixedLenFeature([], tf.int64),
}
def parse(batch):
    ex = tf.io.parse_example(batch, feature_spec)
    return ex["input_ids"], ex["label"]

ds = tf.data.TFRecordDataset(path).batch(32).map(parse).prefetch(2)
for step, (ids, y) in enumerate(ds):
    print(step, ids.shape, y.shape)
