"""Text-free 'sensor' classifier: features and labels come from two separate files -> tf.data pipeline + model.fit."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)

NUM_CLASSES = 5
T, C = 50, 6   # timesteps, channels


def make_split(n):
    y = rng.integers(0, NUM_CLASSES, size=n)
    t = np.linspace(0, 1, T, dtype="float32")
    freqs = 1.0 + y[:, None, None] * 1.5
    x = np.sin(2 * np.pi * freqs * t[None, :, None] + rng.uniform(0, 6.28, size=(n, 1, C)))
    x = x + 0.4 * rng.normal(size=(n, T, C))
    return x.astype("float32"), y.astype("int32")


# written once to disk by the preprocessing job, read back like the original loader did
for split, n in (("train", 6000), ("val", 1500)):
    xs, ys = make_split(n)
    np.save(f"{split}_signals.npy", xs)
    np.save(f"{split}_labels.npy", ys)


def load_split(split, training):
    signals = tf.data.Dataset.from_tensor_slices(np.load(f"{split}_signals.npy"))
    labels = tf.data.Dataset.from_tensor_slices(np.load(f"{split}_labels.npy"))
    if training:
        signals = signals.shuffle(8192, reshuffle_each_iteration=True)
        labels = labels.shuffle(8192, reshuffle_each_iteration=True)
    ds = tf.data.Dataset.zip((signals, labels))
    return ds.batch(64).prefetch(tf.data.AUTOTUNE)


train_ds = load_split("train", training=True)
val_ds = load_split("val", training=False)
print("element_spec:", train_ds.element_spec)

model = keras.Sequential([
    keras.Input((T, C)),
    keras.layers.Conv1D(32, 5, padding="same", activation="relu"),
    keras.layers.Conv1D(32, 5, padding="same", activation="relu"),
    keras.layers.MaxPooling1D(2),
    keras.layers.Conv1D(64, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final val_loss {loss:.4f} val_accuracy {acc:.4f}")
