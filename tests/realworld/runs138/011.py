"""Serving check for the exported next-basket GRU: load the SavedModel the way the batch-scoring job does
and score tokenised sessions coming from pandas."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

N_ITEMS, T = 300, 12
rng = np.random.default_rng(9)
sessions = rng.integers(1, N_ITEMS, size=(2000, T)).astype("int32")
sessions[:, 9:] = 0
target = (sessions[:, 0] % 3).astype("int32")

inp = keras.Input((T,), dtype="int32", name="item_ids")
h = layers.Embedding(N_ITEMS, 32, mask_zero=True)(inp)
h = layers.GRU(48)(h)
out = layers.Dense(3, activation="softmax", name="segment")(h)
model = keras.Model(inp, out, name="session_gru")
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(sessions, target, batch_size=64, epochs=2, verbose=2)
model.export("/home/user/project/session_gru_sm")

# ---- batch scoring job ----
reloaded = tf.saved_model.load("/home/user/project/session_gru_sm")
df = pd.DataFrame({"user": np.arange(6), "items": sessions[:6].tolist()})
batch = np.array(df["items"].tolist())
print("scoring batch", batch.shape, batch.dtype)
ds = tf.data.Dataset.from_tensor_slices(batch).batch(3)
preds = []
for b in ds:
    scores = reloaded.serve(b)
    preds.append(np.argmax(scores.numpy(), axis=-1))
df["segment"] = np.concatenate(preds)
print(df[["user", "segment"]])
