"""Evaluate the fine-tuned MobileNetV2 checkpoint on the held-out split.

train_cfg is what the training job used; eval builds the model from
eval_cfg (copied from the README, which documents the default width).
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CKPT = "/home/user/project/ckpt_010/best.weights.h5"
train_cfg = {"img": 96, "alpha": 0.5, "num_classes": 4, "dropout": 0.2}
eval_cfg = {"img": 96, "num_classes": 4, "dropout": 0.2}


def build(cfg):
    base = keras.applications.MobileNetV2(input_shape=(cfg["img"], cfg["img"], 3),
                                          alpha=cfg.get("alpha", 0.35), include_top=False,
                                          weights=None)
    inp = keras.Input((cfg["img"], cfg["img"], 3))
    x = keras.applications.mobilenet_v2.preprocess_input(inp)
    x = base(x)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dropout(cfg["dropout"])(x)
    return keras.Model(inp, layers.Dense(cfg["num_classes"])(x))


rng = np.random.default_rng(4)
x = rng.integers(0, 255, size=(64, 96, 96, 3)).astype("float32")
y = rng.integers(0, 4, size=64)

# -- training job (shortened): fine-tune and keep the best checkpoint ----------
os.makedirs(os.path.dirname(CKPT), exist_ok=True)
model = build(train_cfg)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=16, epochs=1, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint(CKPT, save_weights_only=True, monitor="loss",
                                                     save_best_only=True, verbose=1)])

# -- evaluation job -----------------------------------------------------------
eval_model = build(eval_cfg)
eval_model.load_weights(CKPT)
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print("held-out:", eval_model.evaluate(x, y, verbose=0))
