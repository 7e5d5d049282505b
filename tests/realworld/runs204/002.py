# Train a CTR-style model from TFRecord shards written by the data team.
# Schema (from their README): clicks is a float label, dense features float, cat id int64.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
path = "/home/user/project/train-00000-of-00001.tfrecord"
with tf.io.TFRecordWriter(path) as w:
    for _ in range(1000):
        feat = {
            "num_feats": tf.train.Feature(float_list=tf.train.FloatList(value=rng.random(13).tolist())),
            "cat_id": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(rng.integers(0, 500))])),
            # the producer writes the click as an int64 0/1
            "clicked": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(rng.integers(0, 2))])),
        }
        w.write(tf.train.Example(features=tf.train.Features(feature=feat)).SerializeToString())
print("wrote", path)

feature_spec = {
    "num_feats": tf.io.FixedLenFeature([13], tf.float32),
    "cat_id": tf.io.FixedLenFeature([1], tf.int64),
    "clicked": tf.io.FixedLenFeature([1], tf.float32),
}

def parse(serialized):
    ex = tf.io.parse_single_example(serialized, feature_spec)
    label = ex.pop("clicked")
    return ex, label

ds = (tf.data.TFRecordDataset([path])
      .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(1000).batch(64).prefetch(tf.data.AUTOTUNE))

dense_in = keras.Input(shape=(13,), name="num_feats")
cat_in = keras.Input(shape=(1,), dtype="int64", name="cat_id")
emb = layers.Flatten()(layers.Embedding(500, 8)(cat_in))
x = layers.Concatenate()([dense_in, emb])
x = layers.Dense(64, activation="relu")(x)
out = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model({"num_feats": dense_in, "cat_id": cat_in}, out)
model.compile("adam", "binary_crossentropy", metrics=[keras.metrics.AUC(name="auc")])
model.fit(ds, epochs=2)
