"""Tabular classifier with early stopping (callback setup carried over from the old training repo)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)

D, C = 30, 3
def make(n):
    x = rng.normal(size=(n, D)).astype("float32")
    logits = x[:, :3] @ np.array([[2.0, -1.0, 0.5], [0.0, 1.5, -2.0], [1.0, 1.0, 1.0]])
    y = np.argmax(logits + rng.gumbel(size=(n, C)) * 1.2, axis=1).astype("int32")
    return x, y

x_train, y_train = make(400)
x_val, y_val = make(400)
x_test, y_test = make(2000)

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(256, activation="relu"),
    layers.Dense(256, activation="relu"),
    layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_acc", mode="max", patience=5,
                                  restore_best_weights=True),
]
hist = model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=32,
                 epochs=40, callbacks=callbacks, verbose=2)

va = hist.history["val_accuracy"]
best = int(np.argmax(va))
print(f"epochs run: {len(va)}")
print(f"best val_accuracy {va[best]:.4f} at epoch {best + 1} (val_loss {hist.history['val_loss'][best]:.4f})")
test_loss, test_acc = model.evaluate(x_test, y_test, verbose=0)
print(f"test loss {test_loss:.4f}  test accuracy {test_acc:.4f}")
