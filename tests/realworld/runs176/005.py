"""Write a small image-classification TFRecord shard, then train from it with tf.data (TFRecord input pipeline).

The feature spec mirrors the one in our configs/cifar_like.yaml (image_size: 32).
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

OUT = "/home/user/project/tfrecords"
os.makedirs(OUT, exist_ok=True)
IMAGE_SIZE = 32   # from config
NUM_CLASSES = 10

# ---- writer (data prep job: images are 28x28 grayscale from the scanner export)
rng = np.random.default_rng(0)
path = os.path.join(OUT, "train-00000-of-00001.tfrecord")
with tf.io.TFRecordWriter(path) as w:
    for i in range(300):
        img = rng.random((28, 28), dtype=np.float32)
        ex = tf.train.Example(features=tf.train.Features(feature={
            "image": tf.train.Feature(float_list=tf.train.FloatList(value=img.reshape(-1))),
            "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(rng.integers(0, NUM_CLASSES))])),
        }))
        w.write(ex.SerializeToString())
print("wrote", path, os.path.getsize(path), "bytes")

# ---- reader (training job)
feature_spec = {
    "image": tf.io.FixedLenFeature([IMAGE_SIZE * IMAGE_SIZE], tf.float32),
    "label": tf.io.FixedLenFeature([], tf.int64),
}

def parse(serialized):
    ex = tf.io.parse_example(serialized, feature_spec)
    img = tf.reshape(ex["image"], [-1, IMAGE_SIZE, IMAGE_SIZE, 1])
    return img, ex["label"]

files = tf.data.Dataset.list_files(os.path.join(OUT, "train-*.tfrecord"))
ds = (tf.data.TFRecordDataset(files)
      .shuffle(512)
      .batch(32)
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input((IMAGE_SIZE, IMAGE_SIZE, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(NUM_CLASSES),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2)
