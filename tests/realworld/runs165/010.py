"""Train a small GRU sequence classifier with callbacks, save best .keras, reload and evaluate."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(21)
T, F = 20, 4


def make(n):
    x = np.random.randn(n, T, F).astype("float32")
    y = (x[:, :, 0].sum(axis=1) > 0).astype("int32")  # sign of cumulative first channel
    return x, y


x_tr, y_tr = make(1500)
x_va, y_va = make(300)
model = keras.Sequential([keras.Input(shape=(T, F)), layers.GRU(32), layers.Dense(2)], name="gru_clf")
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ckpt_path = "/home/user/project/best_010.keras"
callbacks = [
    keras.callbacks.ModelCheckpoint(ckpt_path, monitor="val_accuracy", save_best_only=True, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
]
model.fit(x_tr, y_tr, validation_data=(x_va, y_va), epochs=6, batch_size=64, callbacks=callbacks, verbose=2)
restored = keras.models.load_model(ckpt_path)
loss, acc = restored.evaluate(x_va, y_va, verbose=0)
print(f"restored best model: val_loss={loss:.4f} val_accuracy={acc:.4f}")
