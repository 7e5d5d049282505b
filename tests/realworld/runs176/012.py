"""Semantic segmentation from PNG image/mask pairs (tf.io.decode_png), with a custom foreground-IoU metric
ported from the torchmetrics-style helper used in the torch project."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(12)
ROOT = "/home/user/project/seg_png"
os.makedirs(ROOT, exist_ok=True)
NUM_CLASSES, S = 3, 48

# --- write a small PNG dataset (as exported by the labelling tool: RGB image + single-channel index mask)
for i in range(96):
    mask = np.zeros((S, S), np.uint8)
    mask[np.random.randint(0, 20):np.random.randint(28, 48), np.random.randint(0, 20):np.random.randint(28, 48)] = np.random.randint(1, NUM_CLASSES)
    img = (np.random.rand(S, S, 3) * 60 + mask[..., None] * 80).clip(0, 255).astype(np.uint8)
    tf.io.write_file(f"{ROOT}/img_{i:03d}.png", tf.io.encode_png(img))
    tf.io.write_file(f"{ROOT}/mask_{i:03d}.png", tf.io.encode_png(mask[..., None]))

def load_pair(img_path, mask_path):
    img = tf.image.convert_image_dtype(tf.io.decode_png(tf.io.read_file(img_path), channels=3), tf.float32)
    mask = tf.io.decode_png(tf.io.read_file(mask_path), channels=1)[..., 0]
    return img, mask

imgs = sorted(tf.io.gfile.glob(f"{ROOT}/img_*.png"))
masks = sorted(tf.io.gfile.glob(f"{ROOT}/mask_*.png"))
ds = (tf.data.Dataset.from_tensor_slices((imgs, masks))
      .map(load_pair, num_parallel_calls=tf.data.AUTOTUNE)
      .shuffle(96).batch(16).prefetch(tf.data.AUTOTUNE))
print(ds.element_spec)


class ForegroundIoU(keras.metrics.Metric):
    """IoU of (pred != background) vs (target != background), accumulated over the epoch."""

    def __init__(self, name="fg_iou", **kwargs):
        super().__init__(name=name, **kwargs)
        self.inter = self.add_weight(name="inter", initializer="zeros")
        self.union = self.add_weight(name="union", initializer="zeros")

    def update_state(self, y_true, y_pred, sample_weight=None):
        pred = tf.argmax(y_pred, axis=-1)
        fg_true = tf.not_equal(y_true, 0)
        fg_pred = tf.not_equal(pred, 0)
        correct = tf.logical_and(fg_true, tf.equal(pred, y_true))
        self.inter.assign_add(tf.reduce_sum(tf.cast(correct, "float32")))
        self.union.assign_add(tf.reduce_sum(tf.cast(tf.logical_or(fg_true, fg_pred), "float32")))

    def result(self):
        return tf.math.divide_no_nan(self.inter, self.union)


inp = keras.Input((S, S, 3))
x = layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
x = layers.Conv2D(16, 3, padding="same", activation="relu")(x)
out = layers.Conv2D(NUM_CLASSES, 1)(x)
model = keras.Model(inp, out)
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy", ForegroundIoU()])
model.fit(ds, epochs=3)
