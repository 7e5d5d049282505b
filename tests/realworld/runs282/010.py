"""Small-data fine-tune with best-checkpoint saving (callbacks ported from a Keras 2 repo); reload best for export."""
import os

import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(9)
n = 700
X = rng.normal(size=(n, 60)).astype("float32")
y = (X[:, :5].sum(axis=1) > 0).astype("int64")
flip = rng.random(n) < 0.25
y[flip] = 1 - y[flip]  # annotator noise
train_ds = tf.data.Dataset.from_tensor_slices((X[:400], y[:400])).shuffle(400).batch(32)
val_ds = tf.data.Dataset.from_tensor_slices((X[400:], y[400:])).batch(300)

model = keras.Sequential([
    keras.Input((60,)),
    layers.Dense(512, activation="relu"),
    layers.Dense(512, activation="relu"),
    layers.Dense(2),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

os.makedirs("checkpoints", exist_ok=True)
callbacks = [
    keras.callbacks.ModelCheckpoint("checkpoints/best.keras", monitor="val_acc", mode="max",
                                    save_best_only=True, verbose=1),
]
history = model.fit(train_ds, validation_data=val_ds, epochs=25, callbacks=callbacks, verbose=2)
best_epoch = int(np.argmax(history.history["val_accuracy"])) + 1
print(f"best val_accuracy during training: {max(history.history['val_accuracy']):.4f} (epoch {best_epoch})")

best = keras.models.load_model("checkpoints/best.keras")
res = best.evaluate(val_ds, verbose=0, return_dict=True)
print(f"exported checkpoints/best.keras: val_accuracy={res['accuracy']:.4f} val_loss={res['loss']:.4f}")
