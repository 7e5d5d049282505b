"""GRU sequence classifier with model.fit, callbacks, .keras checkpointing and reload for evaluation."""
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(12)
rng = np.random.default_rng(12)

T, C, NUM_CLASSES = 40, 3, 3


def make(n):
    y = rng.integers(0, NUM_CLASSES, size=n)
    t = np.arange(T, dtype="float32")[None, :, None]
    slope = (y[:, None, None] - 1) * 0.05
    x = slope * t + 0.5 * rng.normal(size=(n, T, C))
    return x.astype("float32"), y.astype("int32")


x_tr, y_tr = make(6000)
x_va, y_va = make(1500)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(6000).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)


@keras.saving.register_keras_serializable(package="runs")
class TemporalAttentionPool(keras.layers.Layer):
    def __init__(self, units=32, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.score = keras.layers.Dense(units, activation="tanh")
        self.proj = keras.layers.Dense(1)

    def call(self, h):
        w = keras.ops.softmax(self.proj(self.score(h)), axis=1)
        return keras.ops.sum(w * h, axis=1)

    def get_config(self):
        return {**super().get_config(), "units": self.units}


inp = keras.Input((T, C))
h = keras.layers.GRU(48, return_sequences=True)(inp)
h = TemporalAttentionPool(32)(h)
out = keras.layers.Dense(NUM_CLASSES)(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

os.makedirs("ckpt_012", exist_ok=True)
callbacks = [
    keras.callbacks.ModelCheckpoint("ckpt_012/best.keras", monitor="val_accuracy", save_best_only=True, verbose=1),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
]
model.fit(train_ds, validation_data=val_ds, epochs=6, callbacks=callbacks, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"in-memory model: val_loss {loss:.4f} val_accuracy {acc:.4f}")

reloaded = keras.saving.load_model("ckpt_012/best.keras")
r_loss, r_acc = reloaded.evaluate(val_ds, verbose=0)
print(f"reloaded ckpt_012/best.keras: val_loss {r_loss:.4f} val_accuracy {r_acc:.4f}")
