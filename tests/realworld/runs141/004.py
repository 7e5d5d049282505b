"""Offline test-time augmentation for a small image classifier.

The model is trained first; the TTA variants of the hold-out images are then
produced in parallel with a multiprocessing.Pool (as the old PyTorch script did
with DataLoader workers) and scored with the trained model.
"""
import multiprocessing as mp
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.random((512, 32, 32, 3), dtype=np.float32)
y = rng.integers(0, 2, 512).astype("int32")
x[y == 1, :16, :, 0] = np.clip(x[y == 1, :16, :, 0] + 0.5, 0, 1)   # class 1: bright upper half
x_tr, y_tr, x_te, y_te = x[:448], y[:448], x[448:], y[448:]

model = keras.Sequential([
    keras.Input((32, 32, 3)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(2),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_tr, y_tr, batch_size=32, epochs=5, verbose=2)


def tta_variants(img):
    """flip / brightness / crop-resize variants of one image, done with tf.image."""
    t = tf.image.resize(tf.convert_to_tensor(img), (256, 256), method="bicubic")  # upsample, then augment
    outs = [t, tf.image.flip_left_right(t), tf.image.adjust_brightness(t, 0.1),
            tf.image.resize(tf.image.central_crop(t, 0.875), (256, 256), method="bicubic")]
    outs = [tf.image.resize(o, (32, 32), antialias=True) for o in outs]
    return np.stack([o.numpy() for o in outs])


if __name__ == "__main__":
    print(f"building TTA set for {len(x_te)} images with 2 workers ...", flush=True)
    t0 = time.time()
    with mp.Pool(processes=2) as pool:
        variants = pool.map(tta_variants, list(x_te), chunksize=8)
    print(f"TTA set built in {time.time() - t0:.1f}s", flush=True)
    batch = np.concatenate(variants)
    logits = model.predict(batch, verbose=0).reshape(len(x_te), 4, 2).mean(axis=1)
    print("TTA accuracy:", float((logits.argmax(-1) == y_te).mean()))
