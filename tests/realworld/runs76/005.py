# Sentence-pair dataset: TFRecord written by a preprocessing job, read by the trainer
import numpy as np
import tensorflow as tf

path = "/tmp/runs76_005.tfrecord"
rng = np.random.default_rng(1)
with tf.io.TFRecordWriter(path) as w:
    for i in range(300):
        ids = rng.integers(1, 20000, size=64)
        score = float(rng.uniform(0, 5))  # STS similarity score
        ex = tf.train.Example(features=tf.train.Features(feature={
            "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids)),
            "label": tf.train.Feature(float_list=tf.train.FloatList(value=[score])),
        }))
        w.write(ex.SerializeToString())

# trainer (copied from the classification task)
spec = {"input_ids": tf.io.FixedLenFeature([64], tf.int64),
        "label": tf.io.FixedLenFeature([1], tf.int64)}
ds = (tf.data.TFRecordDataset(path)
      .map(lambda r: tf.io.parse_single_example(r, spec))
      .map(lambda e: (e["input_ids"], e["label"]))
      .batch(16))
import keras
model = keras.Sequential([keras.Input((64,), dtype="int64"), keras.layers.Embedding(20000, 32),
                          keras.layers.GlobalAveragePooling1D(), keras.layers.Dense(1)])
model.compile("adam", "mse")
model.fit(ds, epochs=2)
