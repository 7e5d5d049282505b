"""Train from a YAML-ish experiment config (shared with the PyTorch repo)."""
import numpy as np
import keras
from keras import layers

config = {
    "model": {"hidden": [64, 64], "dropout": 0.1, "num_classes": 4},
    "train": {"optimizer": "adam", "lr": 1e-3, "loss": "cross_entropy",
              "batch_size": 32, "epochs": 3, "metrics": ["accuracy"]},
}

rng = np.random.default_rng(2)
X = rng.normal(size=(1000, 16)).astype("float32")
y = keras.utils.to_categorical(np.argmax(X[:, :4], axis=1), 4)

def build(cfg):
    inputs = keras.Input(shape=(16,))
    x = inputs
    for h in cfg["hidden"]:
        x = layers.Dense(h, activation="relu")(x)
        x = layers.Dropout(cfg["dropout"])(x)
    outputs = layers.Dense(cfg["num_classes"], activation="softmax")(x)
    return keras.Model(inputs, outputs)

tc = config["train"]
model = build(config["model"])
model.compile(optimizer=keras.optimizers.get({"class_name": tc["optimizer"],
                                              "config": {"learning_rate": tc["lr"]}}),
              loss=tc["loss"], metrics=tc["metrics"])
print(f"training for {tc['epochs']} epochs, batch {tc['batch_size']}")
model.fit(X, y, batch_size=tc["batch_size"], epochs=tc["epochs"], verbose=2)
