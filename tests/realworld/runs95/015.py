"""Write tokenised examples to TFRecord, read them back with VarLenFeature, pad per batch and train
a small Conv1D text classifier."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(15)
OUT = "/home/user/project/015_data.tfrecord"
os.makedirs("/home/user/project", exist_ok=True)
rng = np.random.default_rng(15)
VOCAB = 900

with tf.io.TFRecordWriter(OUT) as w:
    for i in range(1500):
        label = int(rng.integers(0, 2))
        L = int(rng.integers(6, 50))
        ids = np.where(rng.random(L) < 0.5, rng.integers(1 + label * 450, 450 + label * 450, L),
                       rng.integers(1, VOCAB, L))
        ex = tf.train.Example(features=tf.train.Features(feature={
            "text": tf.train.Feature(bytes_list=tf.train.BytesList(value=[f"doc {i}".encode()])),
            "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids.tolist())),
            "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[label])),
        }))
        w.write(ex.SerializeToString())
print("wrote", OUT, os.path.getsize(OUT), "bytes")

spec = {"input_ids": tf.io.VarLenFeature(tf.int64), "label": tf.io.FixedLenFeature([], tf.int64)}

def parse(rec):
    f = tf.io.parse_single_example(rec, spec)
    return tf.cast(tf.sparse.to_dense(f["input_ids"]), tf.int32), tf.cast(f["label"], tf.int32)

ds = tf.data.TFRecordDataset(OUT).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
train = ds.take(1200).shuffle(1200).padded_batch(32, padded_shapes=([None], [])).prefetch(2)
val = ds.skip(1200).padded_batch(64, padded_shapes=([None], []))

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    layers.Embedding(VOCAB, 32),
    layers.Conv1D(64, 3, activation="relu", padding="same"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=3, verbose=2)
print("val:", model.evaluate(val, verbose=0))
