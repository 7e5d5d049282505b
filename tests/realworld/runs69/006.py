# Hashed user-id feature -> embedding for a CTR model
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_BINS = 2**12
EMB_ROWS = 1000   # from the old vocabulary-based config

user_ids = np.array([f"user_{i}" for i in np.random.randint(0, 100000, size=4096)])[:, None]
clicks = np.random.randint(0, 2, size=(4096, 1)).astype("float32")

inp = keras.Input(shape=(1,), dtype="string")
h = layers.Hashing(num_bins=NUM_BINS)(inp)
e = layers.Embedding(EMB_ROWS, 16)(h)
e = layers.Flatten()(e)
out = layers.Dense(1, activation="sigmoid")(e)
model = keras.Model(inp, out)
model.compile("adam", "binary_crossentropy", metrics=["AUC"])
ds = tf.data.Dataset.from_tensor_slices((user_ids, clicks)).shuffle(4096).batch(128)
model.fit(ds, epochs=2)
