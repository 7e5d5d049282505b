"""Two-stage training of a sensor-activity classifier.

Stage 1 pre-trains on the large 'lab' recording set and saves the weights.
Stage 2 fine-tunes on the small 'field' set, starting from the stage-1
weights (skip_mismatch=True as in the transfer-learning tutorial, so a new
classification head may have a different size).
"""
import os
import numpy as np
import keras
from keras import layers

CKPT = "/home/user/project/har_stage1.weights.h5"
PRETRAIN_CFG = {"conv_filters": 64, "gru_units": 64, "n_classes": 6}
FINETUNE_CFG = {"conv_filters": 64, "gru_units": 96, "n_classes": 6}   # edited for the field run

rng = np.random.default_rng(0)


def make_data(n, n_classes=6, T=64):
    y = rng.integers(0, n_classes, n)
    t = np.linspace(0, 1, T)
    x = np.stack([np.sin(2 * np.pi * (y[:, None] + 1) * t[None] + rng.uniform(0, 6, (n, 1)))
                  for _ in range(3)], axis=-1)
    x += 0.3 * rng.normal(size=x.shape)
    return x.astype("float32"), y


def build(cfg):
    return keras.Sequential([
        keras.Input((64, 3)),
        layers.Conv1D(cfg["conv_filters"], 5, padding="same", activation="relu", name="conv"),
        layers.MaxPooling1D(2, name="pool"),
        layers.GRU(cfg["gru_units"], name="gru"),
        layers.Dense(cfg["n_classes"], name="head"),
    ], name="har")


def compile_(m, lr):
    m.compile(keras.optimizers.Adam(lr), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])


# ---- stage 1: pre-training on lab data
x_lab, y_lab = make_data(3000)
m1 = build(PRETRAIN_CFG)
compile_(m1, 3e-3)
print("== stage 1: pre-training")
m1.fit(x_lab, y_lab, batch_size=64, epochs=4, validation_split=0.1, verbose=2)
m1.save_weights(CKPT)
print("saved", CKPT, os.path.getsize(CKPT), "bytes")

# ---- stage 2: fine-tuning on field data
x_field, y_field = make_data(300)
m2 = build(FINETUNE_CFG)
m2.load_weights(CKPT, skip_mismatch=True)
compile_(m2, 5e-4)
print("== stage 2: fine-tuning from", CKPT)
m2.fit(x_field, y_field, batch_size=32, epochs=3, validation_split=0.2, verbose=2)
