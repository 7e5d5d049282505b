# Write a TFRecord shard and train from it (port of a torch Dataset reading .pt shards)
import os
import numpy as np
import tensorflow as tf
import keras

SEQ_LEN, NUM_CLASSES = 32, 4
rng = np.random.default_rng(2)

def write_shard(path, n):
    with tf.io.TFRecordWriter(path) as w:
        for _ in range(n):
            ids = rng.integers(1, 1000, size=(SEQ_LEN,))
            label = int(rng.integers(0, NUM_CLASSES))
            ex = tf.train.Example(features=tf.train.Features(feature={
                "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids)),
                "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[label])),
            }))
            w.write(ex.SerializeToString())

os.makedirs("data", exist_ok=True)
write_shard("data/train-00000.tfrecord", 2000)
print("wrote data/train-00000.tfrecord")

feature_spec = {
    "input_ids": tf.io.FixedLenFeature([SEQ_LEN], tf.int64),
    "attention_mask": tf.io.FixedLenFeature([SEQ_LEN], tf.int64),
    "label": tf.io.FixedLenFeature([], tf.int64),
}

def parse(record):
    ex = tf.io.parse_single_example(record, feature_spec)
    return {"input_ids": ex["input_ids"], "attention_mask": ex["attention_mask"]}, ex["label"]

ds = (tf.data.TFRecordDataset(["data/train-00000.tfrecord"])
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(1000).batch(32).prefetch(tf.data.AUTOTUNE))

ids_in = keras.Input(shape=(SEQ_LEN,), dtype="int64", name="input_ids")
mask_in = keras.Input(shape=(SEQ_LEN,), dtype="int64", name="attention_mask")
h = keras.layers.Embedding(1000, 64)(ids_in)
m = keras.ops.expand_dims(keras.ops.cast(mask_in, "float32"), -1)
h = keras.ops.sum(h * m, axis=1) / keras.ops.maximum(keras.ops.sum(m, axis=1), 1.0)
out = keras.layers.Dense(NUM_CLASSES)(h)
model = keras.Model([ids_in, mask_in], out)
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
