"""Keras port of a PyTorch MLP regressor whose hyper-parameters live in a
YAML/JSON config shared with the original repo."""
import json
import numpy as np
import keras
from keras import layers

CONFIG = json.loads("""
{
  "model": {"hidden_sizes": [128, 64], "activation": "relu", "dropout": 0.1,
            "init": "kaiming_normal", "bias_init": "zeros"},
  "optim": {"lr": 0.001, "weight_decay": 0.0001},
  "train": {"batch_size": 64, "epochs": 5}
}
""")


def build_mlp(cfg, n_in):
    m = cfg["model"]
    model = keras.Sequential([keras.Input((n_in,))], name="mlp")
    for h in m["hidden_sizes"]:
        model.add(layers.Dense(h, activation=m["activation"],
                               kernel_initializer=m["init"], bias_initializer=m["bias_init"]))
        model.add(layers.Dropout(m["dropout"]))
    model.add(layers.Dense(1))
    return model


rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 13)).astype("float32")
y = (X @ rng.normal(size=13) + 0.1 * rng.normal(size=2000)).astype("float32")

model = build_mlp(CONFIG, X.shape[1])
model.compile(keras.optimizers.AdamW(CONFIG["optim"]["lr"], weight_decay=CONFIG["optim"]["weight_decay"]),
              loss="mse", metrics=["mae"])
model.fit(X, y, batch_size=CONFIG["train"]["batch_size"], epochs=CONFIG["train"]["epochs"],
          validation_split=0.1, verbose=2)
