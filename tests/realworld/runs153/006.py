"""Text-length regression baseline: tf.data pipeline + model.fit with ModelCheckpoint (.keras),
then reload the best checkpoint and evaluate."""
import os, shutil
import numpy as np
import tensorflow as tf
import keras

OUT = "/home/user/project/run_006"
shutil.rmtree(OUT, ignore_errors=True); os.makedirs(OUT)

rng = np.random.default_rng(6)
VOCAB, T = 500, 24
tokens = rng.integers(1, VOCAB, size=(3000, T)).astype("int32")
target = ((tokens < 100).mean(axis=1) * 10).astype("float32")

def make_ds(a, b, shuffle):
    ds = tf.data.Dataset.from_tensor_slices((a, b))
    if shuffle:
        ds = ds.shuffle(len(a), seed=6)
    return ds.batch(64).prefetch(tf.data.AUTOTUNE)

train_ds = make_ds(tokens[:2400], target[:2400], True)
val_ds = make_ds(tokens[2400:], target[2400:], False)

model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 32),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse", metrics=["mae"])
ckpt_path = os.path.join(OUT, "best.keras")
cbs = [keras.callbacks.ModelCheckpoint(ckpt_path, monitor="val_loss", save_best_only=True, verbose=1),
       keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True)]
hist = model.fit(train_ds, validation_data=val_ds, epochs=5, callbacks=cbs, verbose=2)

best = keras.models.load_model(ckpt_path)
print("reloaded:", best.name, "params:", best.count_params())
print("eval of reloaded model:", best.evaluate(val_ds, verbose=0, return_dict=True))
