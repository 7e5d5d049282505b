"""Config-driven Keras trainer: the experiment config was copied from a torchmetrics/HF setup."""
import numpy as np
import keras

CONFIG = {
    "model": {"hidden": [64, 32], "dropout": 0.1, "num_classes": 1},
    "optim": {"name": "adam", "learning_rate": 1e-3},
    "train": {"epochs": 3, "batch_size": 32},
    "metrics": ["accuracy", "f1", "auroc"],
}

rng = np.random.default_rng(4)
X = rng.normal(size=(1000, 12)).astype("float32")
y = (X[:, 0] + 0.5 * X[:, 3] > 0).astype("float32")

def build(cfg):
    m = keras.Sequential([keras.Input(shape=(12,))])
    for h in cfg["hidden"]:
        m.add(keras.layers.Dense(h, activation="relu"))
        m.add(keras.layers.Dropout(cfg["dropout"]))
    m.add(keras.layers.Dense(cfg["num_classes"], activation="sigmoid"))
    return m

model = build(CONFIG["model"])
opt = keras.optimizers.get({"class_name": CONFIG["optim"]["name"], "config": {"learning_rate": CONFIG["optim"]["learning_rate"]}})
model.compile(optimizer=opt, loss="binary_crossentropy", metrics=CONFIG["metrics"])
print("compiled with metrics", CONFIG["metrics"])
model.fit(X, y, epochs=CONFIG["train"]["epochs"], batch_size=CONFIG["train"]["batch_size"], validation_split=0.2, verbose=2)
