"""Tabular regression (house prices, standardised features) with linear warmup,
ported from torch: LambdaLR(lambda step: min(1, (step + 1) / warmup)) followed by
a constant learning rate. In Keras the schedule is a LearningRateSchedule."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
N, F = 2048, 12
X = rng.normal(size=(N, F)).astype("float32")
w_true = rng.normal(size=(F,))
y = (X @ w_true + 0.3 * np.sin(X[:, 0] * 3) + rng.normal(0, 0.1, N)).astype("float32")
X_tr, y_tr, X_va, y_va = X[:1800], y[:1800], X[1800:], y[1800:]


class LinearWarmup(keras.optimizers.schedules.LearningRateSchedule):
    """torch LambdaLR(lr_lambda=lambda s: min(1.0, (s + 1) / warmup_steps))"""

    def __init__(self, base_lr, warmup_steps):
        self.base_lr = base_lr
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        if step < self.warmup_steps:
            return self.base_lr * (step + 1) / self.warmup_steps
        return self.base_lr

    def get_config(self):
        return {"base_lr": self.base_lr, "warmup_steps": self.warmup_steps}


cfg = dict(lr=3e-3, warmup_steps=100, batch_size=64, epochs=5)
print("config:", cfg)
model = keras.Sequential([
    keras.Input((F,)),
    layers.Dense(64, activation="gelu"),
    layers.Dense(64, activation="gelu"),
    layers.Dense(1),
])
opt = keras.optimizers.AdamW(learning_rate=LinearWarmup(cfg["lr"], cfg["warmup_steps"]), weight_decay=1e-4)
model.compile(optimizer=opt, loss="mse", metrics=["mae"])
model.fit(X_tr, y_tr, validation_data=(X_va, y_va), batch_size=cfg["batch_size"],
          epochs=cfg["epochs"], verbose=2)
