"""EfficientNetB0 fine-tune on 128px crops. Precision setting comes from the
experiment YAML shared with the PyTorch Lightning version of this project.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cfg = {
    "model": "EfficientNetB0",
    "img_size": 128,
    "num_classes": 5,
    "batch_size": 16,
    "epochs": 2,
    "lr": 3e-4,
    "precision": "16-mixed",      # Lightning Trainer(precision="16-mixed")
}

keras.mixed_precision.set_global_policy(cfg["precision"])

base = getattr(keras.applications, cfg["model"])(include_top=False, weights=None,
                                                  input_shape=(cfg["img_size"], cfg["img_size"], 3))
base.trainable = False
inp = keras.Input((cfg["img_size"], cfg["img_size"], 3))
x = base(inp, training=False)
x = layers.GlobalAveragePooling2D()(x)
out = layers.Dense(cfg["num_classes"], dtype="float32")(x)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(cfg["lr"]),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
rng = np.random.default_rng(0)
xs = rng.uniform(0, 255, size=(64, cfg["img_size"], cfg["img_size"], 3)).astype("float32")
ys = rng.integers(0, cfg["num_classes"], size=64)
model.fit(xs, ys, batch_size=cfg["batch_size"], epochs=cfg["epochs"], verbose=2)
