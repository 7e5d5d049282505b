"""Two-stage transfer learning: pretrain a keras.applications EfficientNetB0 on the big in-house set,
then reuse its weights for the small 3-class inspection task (new head)."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

np.random.seed(13); tf.random.set_seed(13)
IMG = 64
CKPT_DIR = "/home/user/project/stage1"
os.makedirs(CKPT_DIR, exist_ok=True)


def build(num_classes, name):
    base = keras.applications.EfficientNetB0(include_top=False, weights=None,
                                             input_shape=(IMG, IMG, 3), pooling="avg")
    inp = keras.Input(shape=(IMG, IMG, 3))
    x = base(inp)
    x = layers.Dropout(0.2, name="head_dropout")(x)
    out = layers.Dense(num_classes, activation="softmax", name="head")(x)
    return keras.Model(inp, out, name=name)


# ---- stage 1: pretraining (10 defect families) ----
x1 = np.random.randint(0, 255, (320, IMG, IMG, 3)).astype("float32")
y1 = np.random.randint(0, 10, 320)
stage1 = build(10, "stage1_pretrain")
stage1.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
stage1.fit(x1, y1, batch_size=32, epochs=1, verbose=2)
w_path = os.path.join(CKPT_DIR, "stage1.weights.h5")
stage1.save_weights(w_path)
print("stage 1 weights ->", w_path, f"({os.path.getsize(w_path) / 2**20:.1f} MiB)")

# ---- stage 2: fine-tune on the 3-class inspection data ----
x2 = np.random.randint(0, 255, (96, IMG, IMG, 3)).astype("float32")
y2 = np.random.randint(0, 3, 96)
stage2 = build(3, "stage2_inspection")
# reuse the backbone, skip the 10-way head (as we did in tf.keras 2.x)
stage2.load_weights(w_path, by_name=True, skip_mismatch=True)
stage2.compile(keras.optimizers.Adam(1e-4), "sparse_categorical_crossentropy", metrics=["accuracy"])
stage2.fit(x2, y2, batch_size=16, epochs=2, verbose=2)
