# Sentiment GRU with cosine LR schedule (decay_steps taken from num_epochs in the config)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cfg = dict(epochs=10, batch_size=32, lr=1e-3)
rng = np.random.default_rng(0)
N, T, V = 2048, 30, 2000
x = rng.integers(1, V, size=(N, T))
y = (np.isin(x, np.arange(1, 50)).sum(1) > 0).astype("float32")  # label: any "positive" word present
sched = keras.optimizers.schedules.CosineDecay(initial_learning_rate=cfg["lr"], decay_steps=cfg["epochs"])
model = keras.Sequential([keras.Input((T,), dtype="int32"), layers.Embedding(V, 32, mask_zero=True),
                          layers.GRU(32), layers.Dense(1)])
model.compile(keras.optimizers.Adam(sched), keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
class LR(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        print(f" lr at step {int(self.model.optimizer.iterations)}: {float(sched(self.model.optimizer.iterations)):.3e}")
model.fit(x, y, batch_size=cfg["batch_size"], epochs=cfg["epochs"], callbacks=[LR()], verbose=2)
