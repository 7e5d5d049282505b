"""Leaf-disease classifier: augmentation layers inside the model + a small separable-conv
backbone (the MobileNet variant is too slow for the nightly smoke test)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(21)
rng = np.random.default_rng(21)
N, S, C = 480, 96, 3

def synth(n):
    y = rng.integers(0, C, n)
    img = rng.uniform(60, 120, (n, S, S, 3)).astype("float32")
    for i, c in enumerate(y):
        cy, cx = rng.integers(20, S - 20, 2)
        img[i, cy - 10:cy + 10, cx - 10:cx + 10, c] = 240.0    # coloured lesion
    return img, y

x_tr, y_tr = synth(N)
x_va, y_va = synth(120)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(N, seed=0).batch(32).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(32)

augment = keras.Sequential([
    layers.RandomFlip("horizontal_and_vertical"),
    layers.RandomRotation(0.1),
    layers.RandomZoom(0.1),
    layers.RandomContrast(0.1),
], name="augment")

def small_backbone():
    b_in = keras.Input((S, S, 3))
    h = layers.Rescaling(1.0 / 127.5, offset=-1)(b_in)
    for f in (16, 32, 64):
        h = layers.SeparableConv2D(f, 3, padding="same", activation="relu")(h)
        h = layers.MaxPooling2D()(h)
    return keras.Model(b_in, h, name="backbone")

backbone = small_backbone()
inp = keras.Input((S, S, 3))
h = augment(inp)
h = backbone(h)
h = layers.GlobalAveragePooling2D()(h)
h = layers.Dropout(0.2)(h)
out = layers.Dense(C, activation="softmax")(h)
model = keras.Model(inp, out)

model.compile(keras.optimizers.Adam(3e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
print(f"trainable params: {sum(int(np.prod(w.shape)) for w in model.trainable_weights):,}")
hist = model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
print("final:", {k: round(v[-1], 4) for k, v in hist.history.items()})
