"""Activity recognition from accelerometer windows stored as TFRecord shards:
write shards, read them back with a parallel tf.data pipeline, train a small Conv1D+GRU model,
export a SavedModel with model.export and check the serving endpoint."""
import glob
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

OUT = "/home/user/project/har_012"
os.makedirs(OUT, exist_ok=True)
rng = np.random.default_rng(12)
T, C, K = 50, 3, 4


def window(label):
    t = np.linspace(0, 2 * np.pi, T)
    freq = [1, 2, 4, 6][label]
    sig = np.stack([np.sin(freq * t + rng.uniform(0, 6)) * (1 + 0.2 * i) for i in range(C)], axis=1)
    return (sig + 0.3 * rng.normal(size=(T, C))).astype("float32")


for shard in range(4):
    with tf.io.TFRecordWriter(f"{OUT}/train-{shard:05d}-of-00004.tfrecord") as w:
        for _ in range(400):
            lab = int(rng.integers(0, K))
            ex = tf.train.Example(features=tf.train.Features(feature={
                "signal": tf.train.Feature(float_list=tf.train.FloatList(value=window(lab).ravel())),
                "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[lab]))}))
            w.write(ex.SerializeToString())
files = sorted(glob.glob(f"{OUT}/train-*.tfrecord"))
print("shards:", [os.path.basename(f) for f in files])

spec = {"signal": tf.io.FixedLenFeature([T * C], tf.float32),
        "label": tf.io.FixedLenFeature([], tf.int64)}


def parse(rec):
    ex = tf.io.parse_single_example(rec, spec)
    return tf.reshape(ex["signal"], [T, C]), ex["label"]


ds = (tf.data.Dataset.from_tensor_slices(files[:3])
      .interleave(tf.data.TFRecordDataset, cycle_length=3, num_parallel_calls=tf.data.AUTOTUNE)
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE).shuffle(1200).batch(64).prefetch(2))
val = tf.data.TFRecordDataset(files[3:]).map(parse).batch(128)

model = keras.Sequential([
    keras.Input((T, C)),
    layers.Conv1D(32, 5, padding="same", activation="relu"),
    layers.MaxPooling1D(2),
    layers.GRU(32),
    layers.Dense(K),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, validation_data=val, epochs=5, verbose=2)

model.export(f"{OUT}/export/1", verbose=False)
reloaded = tf.saved_model.load(f"{OUT}/export/1")
xb, yb = next(iter(val))
served = reloaded.serve(xb)
print("served accuracy on one val batch: %.3f" % np.mean(np.argmax(served.numpy(), -1) == yb.numpy()))
print("max |keras - served| = %.2e" % np.max(np.abs(model.predict(xb, verbose=0) - served.numpy())))
