"""Click-through model: categorical 'country' column via StringLookup + numeric features, custom fusion layer."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
n = 2000
countries = np.array(["us", "de", "fr", "jp", "br", "in"])
country = rng.choice(countries, n)
numeric = rng.normal(size=(n, 5)).astype("float32")
clicked = (numeric[:, 0] + (country == "de") * 0.8 + rng.normal(0, 0.5, n) > 0.4).astype("float32")

lookup = layers.StringLookup(vocabulary=list(countries), name="country_lookup")

class FeatureFusion(layers.Layer):
    """like torch.cat([cat_ids.unsqueeze(-1), num_feats], dim=-1)"""
    def call(self, cat_ids, num_feats):
        return tf.concat([tf.expand_dims(cat_ids, -1), num_feats], axis=-1)

country_in = keras.Input(shape=(), dtype="string", name="country")
num_in = keras.Input(shape=(5,), name="numeric")
ids = lookup(country_in)
x = FeatureFusion(name="fusion")(ids, num_in)
x = layers.Dense(32, activation="relu")(x)
out = layers.Dense(1, activation="sigmoid")(x)
model = keras.Model([country_in, num_in], out)
model.compile("adam", "binary_crossentropy", metrics=["AUC"])
ds = tf.data.Dataset.from_tensor_slices(({"country": country, "numeric": numeric}, clicked)).batch(128)
model.fit(ds, epochs=3)
