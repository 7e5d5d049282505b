"""Nightly demand-forecast training from a DataFrame via tf.data (repeat() so small shards are reused)."""
import time
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

rng = np.random.default_rng(19)
n = 5000
sales = pd.DataFrame({"dow": rng.integers(0, 7, n), "promo": rng.integers(0, 2, n),
                      "price": rng.uniform(1, 10, n), "lag7": rng.poisson(30, n).astype(float)})
sales["units"] = 0.8 * sales.lag7 + 12 * sales.promo - 1.5 * sales.price + rng.normal(0, 3, n)
x = sales[["dow", "promo", "price", "lag7"]].to_numpy("float32")
y = sales["units"].to_numpy("float32")

train_ds = (tf.data.Dataset.from_tensor_slices((x[:4000], y[:4000]))
            .shuffle(4000).batch(64).repeat().prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x[4000:], y[4000:])).batch(256)

class BatchLogger(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.t0 = time.time()
    def on_epoch_begin(self, epoch, logs=None):
        print(f"[{time.strftime('%H:%M:%S')}] epoch {epoch + 1} started", flush=True)
    def on_train_batch_end(self, batch, logs=None):
        if batch % 2000 == 0:
            print(f"[{time.strftime('%H:%M:%S')}] batch {batch}: loss={logs['loss']:.4f} mae={logs['mae']:.4f} "
                  f"elapsed={time.time() - self.t0:.0f}s", flush=True)
    def on_epoch_end(self, epoch, logs=None):
        print(f"epoch {epoch + 1} done: {logs}", flush=True)

norm = keras.layers.Normalization()
norm.adapt(x[:4000])
model = keras.Sequential([keras.Input((4,)), norm, keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
model.compile(keras.optimizers.Adam(1e-3), "mse", metrics=["mae"])
model.fit(train_ds, validation_data=val_ds, epochs=10, callbacks=[BatchLogger()], verbose=0)
print("training finished")
