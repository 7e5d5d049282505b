# Porting a tf.keras 2.x / PyTorch training script to Keras 3: tabular regression
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(1)
X = rng.normal(size=(2000, 12)).astype("float32")
w = rng.normal(size=(12, 1)).astype("float32")
y = X @ w + 0.1 * rng.normal(size=(2000, 1)).astype("float32")

config = {"lr": 3e-4, "weight_decay": 1e-4, "epochs": 5, "batch_size": 64}

model = keras.Sequential([
    keras.Input(shape=(12,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
# torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
optimizer = keras.optimizers.AdamW(lr=config["lr"], weight_decay=config["weight_decay"])
model.compile(optimizer=optimizer, loss="mse", metrics=["mae"])
model.fit(X, y, batch_size=config["batch_size"], epochs=config["epochs"], validation_split=0.1)
