# Warm-start a wider model from last month's legacy .h5 weights (model.save("...h5") habit from TF1/tf.keras)
import os
import numpy as np
import keras

H5 = "/home/user/project/020_tabular_v1.h5"
rng = np.random.default_rng(0)
x = rng.normal(size=(2000, 16)).astype("float32")
y = (x[:, 0] - 2 * x[:, 3] + x[:, 5] * x[:, 6] > 0).astype("float32")

def make_model(hidden):
    return keras.Sequential([
        keras.Input((16,)),
        keras.layers.Dense(hidden, activation="relu", name="fc1"),
        keras.layers.Dense(hidden, activation="relu", name="fc2"),
        keras.layers.Dense(1, activation="sigmoid", name="out"),
    ])

# last month's run
v1 = make_model(32)
v1.compile("adam", "binary_crossentropy", metrics=["accuracy"])
v1.fit(x, y, batch_size=64, epochs=2, verbose=2)
v1.save(H5)
print("saved", H5, os.path.getsize(H5), "bytes")

# today: hidden size bumped in the config, warm start from the old file
v2 = make_model(64)
v2.load_weights(H5)
v2.compile("adam", "binary_crossentropy", metrics=["accuracy"])
v2.fit(x, y, batch_size=64, epochs=2, verbose=2)
