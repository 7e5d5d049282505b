"""Train a small CNN on digit-like images stored as TFRecord shards (port of a torch Dataset + DataLoader)."""
import os
import numpy as np
import tensorflow as tf
import keras

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

DATA_DIR = "tfrecords_001"
os.makedirs(DATA_DIR, exist_ok=True)

# ---- write shards (data prep step, normally a separate job) ----
rng = np.random.default_rng(0)
def make_example(img, label):
    feature = {
        "image": tf.train.Feature(bytes_list=tf.train.BytesList(value=[img.tobytes()])),
        "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(label)])),
    }
    return tf.train.Example(features=tf.train.Features(feature=feature)).SerializeToString()

for shard in range(2):
    path = os.path.join(DATA_DIR, f"train-{shard:05d}-of-00002.tfrecord")
    with tf.io.TFRecordWriter(path) as w:
        for _ in range(512):
            label = rng.integers(0, 10)
            img = (rng.random((28, 28)) * 0.3 + label / 10.0).astype("float32")
            w.write(make_example(img, label))
print("wrote shards:", sorted(os.listdir(DATA_DIR)))

# ---- input pipeline ----
feature_spec = {
    "image": tf.io.FixedLenFeature([28 * 28], tf.float32),
    "label": tf.io.FixedLenFeature([], tf.int64),
}

def parse(record):
    ex = tf.io.parse_single_example(record, feature_spec)
    img = tf.reshape(ex["image"], (28, 28, 1))
    return img, ex["label"]

files = tf.data.Dataset.list_files(os.path.join(DATA_DIR, "train-*.tfrecord"), shuffle=True, seed=0)
ds = (tf.data.TFRecordDataset(files)
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(1024, seed=0)
      .batch(64)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(10),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3, verbose=2)
