"""Keyword spotting on log-mel frames (synthetic), Conv1D + BiGRU, with
ReduceLROnPlateau / EarlyStopping / ModelCheckpoint callbacks."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

HERE = os.path.dirname(os.path.abspath(__file__))
keras.utils.set_random_seed(21)
rng = np.random.default_rng(21)
WORDS = ["yes", "no", "up", "down", "left"]
T, MELS = 49, 40


def utterance(k):
    spec = rng.normal(0, 1, (T, MELS))
    start = rng.integers(5, 20)
    band = 4 + 7 * k
    spec[start:start + 18, band:band + 6] += 2.5 + rng.normal(0, 0.3)
    return spec


y = rng.integers(0, len(WORDS), 3000)
x = np.stack([utterance(k) for k in y]).astype("float32")
x_train, y_train, x_val, y_val = x[:2500], y[:2500], x[2500:], y[2500:]
print("train", x_train.shape, "val", x_val.shape, "classes", WORDS)

norm = layers.Normalization(axis=-1)
norm.adapt(x_train)

inp = keras.Input((T, MELS), name="logmel")
h = norm(inp)
h = layers.Conv1D(64, 5, padding="same", activation="relu")(h)
h = layers.SpatialDropout1D(0.1)(h)
h = layers.Bidirectional(layers.GRU(48))(h)
h = layers.Dropout(0.2)(h)
out = layers.Dense(len(WORDS), activation="softmax")(h)
model = keras.Model(inp, out, name="kws")
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])

ckpt_path = os.path.join(HERE, "012_kws_best.keras")
callbacks = [
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, min_lr=1e-5, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True, verbose=1),
    keras.callbacks.ModelCheckpoint(ckpt_path, monitor="val_accuracy", save_best_only=True, verbose=1),
]
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=64, epochs=6, callbacks=callbacks)

best = keras.saving.load_model(ckpt_path)
loss, acc = best.evaluate(x_val, y_val, verbose=0)
print(f"best checkpoint: val_loss={loss:.4f} val_accuracy={acc:.4f}")
probs = best.predict(x_val[:4], verbose=0)
print("predicted:", [WORDS[i] for i in probs.argmax(-1)], "true:", [WORDS[i] for i in y_val[:4]])
