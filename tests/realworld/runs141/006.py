"""Energy-consumption forecaster: 1D-conv + GRU over 48-step windows,
custom training loop with tf.data, cosine learning-rate decay and a
validation pass each epoch."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

WINDOW, HORIZON, BATCH, EPOCHS = 48, 1, 64, 4
t = np.arange(6000, dtype="float32")
series = (np.sin(2 * np.pi * t / 24) + 0.5 * np.sin(2 * np.pi * t / 168)
          + 0.1 * np.random.default_rng(3).normal(size=t.shape)).astype("float32")
mu, sd = series[:4800].mean(), series[:4800].std()
series = (series - mu) / sd


def windows(arr, shuffle):
    ds = keras.utils.timeseries_dataset_from_array(
        arr[:-HORIZON], targets=arr[WINDOW:], sequence_length=WINDOW,
        batch_size=BATCH, shuffle=shuffle, seed=0)
    return ds.map(lambda x, y: (x[..., None], y[:, None])).prefetch(tf.data.AUTOTUNE)


train_ds, val_ds = windows(series[:4800], True), windows(series[4800:], False)
steps_per_epoch = int(train_ds.cardinality())

model = keras.Sequential([
    keras.Input((WINDOW, 1)),
    layers.Conv1D(32, 5, padding="causal", activation="relu"),
    layers.GRU(32),
    layers.Dense(1),
])
schedule = keras.optimizers.schedules.CosineDecay(3e-3, decay_steps=EPOCHS * steps_per_epoch, alpha=0.1)
opt = keras.optimizers.Adam(schedule)
mse = keras.losses.MeanSquaredError()
train_loss, val_mae = keras.metrics.Mean(), keras.metrics.MeanAbsoluteError()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = mse(y, model(x, training=True))
    opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    train_loss.update_state(loss)
    return loss


for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    train_loss.reset_state(); val_mae.reset_state()
    for step, (x, y) in enumerate(train_ds, 1):
        loss = train_step(x, y)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step}/{steps_per_epoch} loss {float(loss):.4f} "
                  f"lr {float(schedule(opt.iterations)):.2e}", flush=True)
    for x, y in val_ds:
        val_mae.update_state(y, model(x, training=False))
    print(f"== epoch {epoch} train_loss {float(train_loss.result()):.4f} "
          f"val_mae {float(val_mae.result()):.4f} ({time.time() - t0:.1f}s)", flush=True)
model.save_weights("forecaster.weights.h5")
print("saved forecaster.weights.h5")
