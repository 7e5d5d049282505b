# Text-feature classifier with warmup-free cosine schedule, port of a HF-style config.
import numpy as np
import keras
from keras import layers

CONFIG = dict(learning_rate=3e-3, num_train_epochs=12, batch_size=32, weight_decay=0.01)

rng = np.random.default_rng(1)
n, d, k = 3200, 40, 4
centers = rng.normal(0, 1.0, (k, d))
labels = rng.integers(0, k, n)
X = (centers[labels] + rng.normal(0, 1.6, (n, d))).astype("float32")
y = labels.astype("int64")

# "decay over the whole training run"
schedule = keras.optimizers.schedules.CosineDecay(
    initial_learning_rate=CONFIG["learning_rate"],
    decay_steps=CONFIG["num_train_epochs"],
    alpha=0.0,
)
opt = keras.optimizers.AdamW(learning_rate=schedule, weight_decay=CONFIG["weight_decay"])

model = keras.Sequential([
    keras.Input((d,)),
    layers.Dense(128, activation="gelu"),
    layers.Dropout(0.1),
    layers.Dense(64, activation="gelu"),
    layers.Dense(k),
])
model.compile(optimizer=opt,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

class LRLogger(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        it = int(self.model.optimizer.iterations.numpy())
        print(f"  [epoch {epoch + 1}] optimizer step {it} lr={float(schedule(it)):.3e}")

model.fit(X, y, batch_size=CONFIG["batch_size"], epochs=CONFIG["num_train_epochs"],
          validation_split=0.2, verbose=2, callbacks=[LRLogger()])
print("eval:", model.evaluate(X[-640:], y[-640:], verbose=0))
