"""Inference script for a trained cell-segmentation model: predicts a class
mask per image and writes the masks as PNG files next to the inputs
(the PyTorch version did `Image.fromarray(pred.argmax(1))`)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

OUT_DIR = "/home/user/project/masks"
N_CLASSES = 3
os.makedirs(OUT_DIR, exist_ok=True)

rng = np.random.default_rng(0)
imgs = rng.random((48, 64, 64, 1), dtype=np.float32)
masks = np.digitize(imgs[..., 0], [0.4, 0.8]).astype("int32")   # 0 bg, 1 cytoplasm, 2 nucleus

model = keras.Sequential([
    keras.Input((64, 64, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.Conv2D(N_CLASSES, 1),
], name="cellseg")
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(imgs[:40], masks[:40], batch_size=8, epochs=3, verbose=2)

test_ds = tf.data.Dataset.from_tensor_slices(imgs[40:]).batch(4)
n = 0
for batch in test_ds:
    logits = model(batch, training=False)
    pred = tf.argmax(logits, axis=-1)[..., tf.newaxis]          # (B, H, W, 1) class ids
    for m in pred:
        png = tf.io.encode_png(m)
        tf.io.write_file(os.path.join(OUT_DIR, f"mask_{n:03d}.png"), png)
        n += 1
print(f"wrote {n} masks to {OUT_DIR}")
