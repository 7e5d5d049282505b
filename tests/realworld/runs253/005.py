# Fine-tune from a saved "pretrained" encoder; head width changed in the new config.
import os, numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(4)
def build(hidden):
    return keras.Sequential([keras.Input((64,)),
                             layers.Dense(hidden, activation="relu", name="enc_dense1"),
                             layers.Dense(hidden, activation="relu", name="enc_dense2"),
                             layers.Dense(10, name="classifier")], name="encoder")
x = rng.normal(size=(800, 64)).astype("float32"); y = rng.integers(0, 10, 800)
ckpt = "pretrained.weights.h5"
pre = build(hidden=128)
pre.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(x, y, epochs=1, batch_size=64, verbose=2)
pre.save_weights(ckpt)
print("saved pretrained weights to", ckpt)
cfg = {"hidden_size": 256, "lr": 1e-4, "epochs": 2}
print("finetune config:", cfg)
model = build(hidden=cfg["hidden_size"])
model.load_weights(ckpt)
model.compile(optimizer=keras.optimizers.Adam(cfg["lr"]),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, epochs=cfg["epochs"], batch_size=64, verbose=2)
