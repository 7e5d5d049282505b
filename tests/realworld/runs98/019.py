"""Click-through model on a CSV export: categorical ids (zip code, ad slot) go through
IntegerLookup + Embedding. The CSV is read with every column as string, like pandas dtype=str."""
import csv
import io
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(19)
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["zip", "slot", "price", "clicked"])
for _ in range(800):
    z = int(rng.choice([10115, 10245, 20095, 80331, 50667]))
    s = int(rng.integers(0, 6))
    w.writerow([z, s, round(float(rng.uniform(0.1, 3.0)), 2), int((z % 7 + s) % 2)])
buf.seek(0)
rows = list(csv.DictReader(buf))

zip_col = np.array([r["zip"] for r in rows])          # dtype '<U5'
slot_col = np.array([r["slot"] for r in rows])
price = np.array([float(r["price"]) for r in rows], "float32")[:, None]
clicked = np.array([int(r["clicked"]) for r in rows], "float32")

zip_lookup = layers.IntegerLookup(vocabulary=[10115, 10245, 20095, 80331, 50667], name="zip_lookup")
slot_lookup = layers.IntegerLookup(vocabulary=list(range(6)), name="slot_lookup")

zip_in = keras.Input(shape=(), dtype="string", name="zip")
slot_in = keras.Input(shape=(), dtype="string", name="slot")
price_in = keras.Input(shape=(1,), name="price")
z = layers.Embedding(zip_lookup.vocabulary_size(), 8)(zip_lookup(zip_in))
s = layers.Embedding(slot_lookup.vocabulary_size(), 4)(slot_lookup(slot_in))
h = layers.Concatenate()([z, s, price_in])
h = layers.Dense(32, activation="relu")(h)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model([zip_in, slot_in, price_in], out)
model.compile("adam", "binary_crossentropy", metrics=["AUC"])
train_ds = tf.data.Dataset.from_tensor_slices(
    ({"zip": zip_col, "slot": slot_col, "price": price}, clicked)).shuffle(800).batch(32)
model.fit(train_ds, epochs=3, verbose=2)
