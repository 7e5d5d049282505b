# Fine-tune: restore pretrained encoder weights into a model that gained a projection head
import os
import numpy as np
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 32)).astype("float32")
y = rng.integers(0, 4, size=(512,))

def encoder_model():
    return keras.Sequential([
        keras.Input((32,)),
        keras.layers.Dense(64, activation="relu", name="enc1"),
        keras.layers.Dense(64, activation="relu", name="enc2"),
        keras.layers.Dense(4, name="cls"),
    ])

pre = encoder_model()
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
pre.fit(X, y, epochs=2, batch_size=64, verbose=2)
os.makedirs("ckpt", exist_ok=True)
pre.save_weights("ckpt/pretrain.weights.h5")
print("saved ckpt/pretrain.weights.h5")

ft = keras.Sequential([
    keras.Input((32,)),
    keras.layers.Dense(64, activation="relu", name="enc1"),
    keras.layers.Dense(64, activation="relu", name="enc2"),
    keras.layers.Dense(32, activation="relu", name="proj"),
    keras.layers.Dense(4, name="cls"),
])
ft.load_weights("ckpt/pretrain.weights.h5")
ft.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ft.fit(X, y, epochs=2, batch_size=64, verbose=2)
