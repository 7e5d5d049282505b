# Small text-CNN with early stopping + best-checkpoint callbacks (port of an HF Trainer run with
# load_best_model_at_end=True, metric_for_best_model="acc")
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(10)
VOCAB, SEQ = 2000, 40
def make(n):
    y = rng.integers(0, 2, size=(n,))
    x = rng.integers(1, VOCAB, size=(n, SEQ))
    x[:, 0] = np.where(rng.random(n) < 0.7, y + 1, rng.integers(1, 3, size=n))  # weak signal token
    return x.astype("int32"), y
x_tr, y_tr = make(600); x_va, y_va = make(400)
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(600).batch(32).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(128)

model = keras.Sequential([
    keras.Input(shape=(SEQ,), dtype="int32"),
    layers.Embedding(VOCAB, 64),
    layers.Conv1D(64, 3, activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="binary_crossentropy", metrics=["accuracy"])

os.makedirs("checkpoints", exist_ok=True)
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_acc", mode="max", patience=3, restore_best_weights=True),
    keras.callbacks.ModelCheckpoint("checkpoints/best.keras", monitor="val_acc", mode="max", save_best_only=True),
]
hist = model.fit(train_ds, validation_data=val_ds, epochs=15, callbacks=callbacks, verbose=2)
print("epochs run:", len(hist.history["loss"]))
print("best val_accuracy: %.4f at epoch %d" % (max(hist.history["val_accuracy"]),
                                               int(np.argmax(hist.history["val_accuracy"])) + 1))
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final model val_loss={loss:.4f} val_accuracy={acc:.4f}")
print("checkpoints/:", sorted(os.listdir("checkpoints")))
