"""Healthy run: MirroredStrategy over two logical CPU devices, TFRecord input pipeline, small CNN."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("Number of replicas in sync:", strategy.num_replicas_in_sync)

DATA_DIR = "tfrecords_012"
os.makedirs(DATA_DIR, exist_ok=True)
rng = np.random.default_rng(0)
C = 4
for name in ["train-0", "train-1", "val-0"]:
    with tf.io.TFRecordWriter(os.path.join(DATA_DIR, f"{name}.tfrecord")) as w:
        for _ in range(1024 if name.startswith("train") else 256):
            label = int(rng.integers(0, C))
            img = rng.normal(scale=0.5, size=(16, 16, 1)).astype("float32")
            r, q = divmod(label, 2)
            img[r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, 0] += 1.0
            ex = tf.train.Example(features=tf.train.Features(feature={
                "image": tf.train.Feature(bytes_list=tf.train.BytesList(value=[img.tobytes()])),
                "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[label])),
            }))
            w.write(ex.SerializeToString())

spec = {"image": tf.io.FixedLenFeature([], tf.string), "label": tf.io.FixedLenFeature([], tf.int64)}
def parse(rec):
    ex = tf.io.parse_single_example(rec, spec)
    img = tf.reshape(tf.io.decode_raw(ex["image"], tf.float32), (16, 16, 1))
    return img, ex["label"]

GLOBAL_BATCH = 32 * strategy.num_replicas_in_sync
files = tf.data.Dataset.list_files(os.path.join(DATA_DIR, "train-*.tfrecord"), shuffle=True, seed=0)
train = (tf.data.TFRecordDataset(files).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
         .shuffle(2048, seed=0).batch(GLOBAL_BATCH).prefetch(tf.data.AUTOTUNE))
val = (tf.data.TFRecordDataset(os.path.join(DATA_DIR, "val-0.tfrecord"))
       .map(parse, num_parallel_calls=tf.data.AUTOTUNE).batch(GLOBAL_BATCH))

with strategy.scope():
    model = keras.Sequential([
        keras.Input(shape=(16, 16, 1)),
        layers.Conv2D(16, 3, padding="same", activation="relu"),
        layers.MaxPooling2D(),
        layers.Conv2D(32, 3, padding="same", activation="relu"),
        layers.GlobalAveragePooling2D(),
        layers.Dense(C),
    ])
    model.compile(optimizer=keras.optimizers.Adam(2e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
print("training finished")
