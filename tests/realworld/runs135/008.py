"""Click-through model: numeric features + hashed categorical ids assembled into one feature vector in the
tf.data map (ported from a torch Dataset.__getitem__ that did torch.cat([num, cat.float()]))."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(8)
n = 3000
records = {
    "price": rng.uniform(1, 500, n).astype("float32"),
    "hour": rng.integers(0, 24, n).astype("float32"),
    "dwell_sec": rng.exponential(30, n).astype("float32"),
    "device": rng.choice(["ios", "android", "web", "tv"], n),
    "country": rng.choice(["de", "fr", "us", "jp", "br", "in"], n),
    "clicked": (rng.random(n) < 0.2).astype("int64"),
}

device_lookup = layers.StringLookup(vocabulary=["ios", "android", "web", "tv"])
country_hash = layers.Hashing(num_bins=16)

def to_features(rec):
    numeric = tf.stack([tf.math.log1p(rec["price"]), rec["hour"] / 23.0, tf.math.log1p(rec["dwell_sec"])], axis=-1)
    cats = tf.stack([device_lookup(rec["device"]), country_hash(rec["country"])], axis=-1)
    features = tf.concat([numeric, cats], axis=-1)
    return features, rec["clicked"]

ds = (tf.data.Dataset.from_tensor_slices(records)
      .shuffle(n, seed=0)
      .map(to_features, num_parallel_calls=tf.data.AUTOTUNE)
      .batch(128)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(5,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=[keras.metrics.AUC(name="auc")])
model.fit(ds, epochs=3)
